import { onlineManager } from '@tanstack/react-query'

/**
 * Whether the app can reach its server, kept in TanStack Query's `onlineManager`: the one
 * place the offline indicator, the "Saved … ago" labels and the forms that need the server read.
 *
 * The browser's own signal (`navigator.onLine` and its `online`/`offline` events) is not enough:
 * captive portals, dead Wi-Fi and some browser versions say "online" when nothing answers. So
 * the API layer reports every request: an answer of any status means the server is reachable,
 * a request that got no answer means it is not. While it is not, a light probe asks again with
 * a growing pause, so the app notices the server is back even when the browser never says so.
 */
export interface Reachability {
  /** The server answered (any HTTP status). */
  reached(): void
  /** A request got no answer: no network, refused, reset or timed out. */
  missed(): void
  /** Stops probing and listening (tests; the app lives as long as the page). */
  stop(): void
}

export interface ReachabilityOptions {
  /** Resolves true when the server answers at all. */
  probe: () => Promise<boolean>
  /** Pauses between probes while the server cannot be reached, the last one repeated. */
  pausesMs?: readonly number[]
  /** The browser's own signal: read at start and whenever the server seems to answer. */
  browserOnline?: () => boolean
}

const PAUSES_MS = [1_000, 2_000, 4_000, 8_000] as const

export function trackReachability({
  probe,
  pausesMs = PAUSES_MS,
  browserOnline = () => typeof navigator === 'undefined' || navigator.onLine,
}: ReachabilityOptions): Reachability {
  let timer: ReturnType<typeof setTimeout> | undefined
  let attempt = 0
  let stopped = false

  const cancelProbe = () => {
    clearTimeout(timer)
    timer = undefined
  }
  const scheduleProbe = () => {
    if (stopped || timer !== undefined) return
    const pause = pausesMs[Math.min(attempt, pausesMs.length - 1)]!
    attempt += 1
    timer = setTimeout(() => {
      void probe()
        .catch(() => false)
        .then((answered) => {
          timer = undefined
          if (answered) reached()
          else if (!onlineManager.isOnline()) scheduleProbe()
        })
    }, pause)
  }

  function markOnline() {
    attempt = 0
    cancelProbe()
    onlineManager.setOnline(true)
  }
  function reached() {
    // The answer to a request sent just before the browser lost its network can arrive after
    // its 'offline' event. While the browser says it has no network at all, only its 'online'
    // event (or a later answer once it has one) brings the app back.
    if (!browserOnline()) return
    markOnline()
  }
  function missed() {
    onlineManager.setOnline(false)
    scheduleProbe()
  }

  // The browser's events still count where they are reliable: 'offline' marks the app offline
  // at once (and starts probing, as a missed request would); 'online' clears it, and a failing
  // request right after marks it offline again.
  const onBrowserOffline = () => missed()
  const onBrowserOnline = () => markOnline()
  const onVisible = () => {
    if (document.visibilityState === 'visible' && !onlineManager.isOnline()) {
      cancelProbe()
      attempt = 0
      scheduleProbe()
    }
  }
  if (typeof window !== 'undefined') {
    window.addEventListener('offline', onBrowserOffline)
    window.addEventListener('online', onBrowserOnline)
    document.addEventListener('visibilitychange', onVisible)
  }
  if (!browserOnline()) missed()

  return {
    reached,
    missed,
    stop() {
      stopped = true
      cancelProbe()
      if (typeof window !== 'undefined') {
        window.removeEventListener('offline', onBrowserOffline)
        window.removeEventListener('online', onBrowserOnline)
        document.removeEventListener('visibilitychange', onVisible)
      }
    },
  }
}

/**
 * Asks the API's origin for anything at all: an opaque answer (whatever its status) proves the
 * server is there; a network error proves nothing answered. Never cached, never credentialed.
 */
export function probeServer(baseUrl: string, timeoutMs = 5_000): () => Promise<boolean> {
  return () =>
    fetch(`${baseUrl}/`, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    }).then(
      () => true,
      () => false,
    )
}
