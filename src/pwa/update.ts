import { SKIP_WAITING_MESSAGE } from './control'

export interface UpdateState {
  /** A new version is installed and waiting for the user's go-ahead. */
  ready: boolean
  /** Screens in the middle of a flow (invest, publicise) hold the prompt back. */
  held: boolean
}

export interface UpdateStore {
  subscribe(listener: () => void): () => void
  getState(): UpdateState
  /** Holds the prompt back until the returned release is called. */
  hold(): () => void
  /** Lets the waiting version take over; the page reloads once when it does. */
  apply(): void
}

const CHECK_EVERY_MS = 60 * 60 * 1000

/**
 * Watches the service worker registration for a new version. The worker itself never skips
 * waiting on its own (see sw.ts), so a new version waits until `apply()` is called.
 */
export function createUpdateStore(
  registration: Promise<ServiceWorkerRegistration | null>,
  { reload = () => window.location.reload() }: { reload?: () => void } = {},
): UpdateStore {
  const listeners = new Set<() => void>()
  let waiting: ServiceWorker | null = null
  let current: ServiceWorkerRegistration | null = null
  let holds = 0
  let state: UpdateState = { ready: false, held: false }

  const publish = () => {
    state = { ready: waiting !== null, held: holds > 0 }
    for (const listener of listeners) listener()
  }
  const found = (worker: ServiceWorker) => {
    // Without a controller this is the first install, not an update.
    if (!navigator.serviceWorker.controller) return
    waiting = worker
    publish()
  }

  void registration.then((reg) => {
    if (!reg) return
    current = reg
    if (reg.waiting) found(reg.waiting)
    reg.addEventListener('updatefound', () => {
      const installing = reg.installing
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') found(installing)
      })
    })
    // Long-lived tabs and installed apps look for a new version now and then.
    const check = () => void reg.update().catch(() => undefined)
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check()
    })
    setInterval(check, CHECK_EVERY_MS)
  })

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getState: () => state,
    hold() {
      holds += 1
      publish()
      let released = false
      return () => {
        if (released) return
        released = true
        holds -= 1
        publish()
      }
    },
    apply() {
      if (!waiting || holds > 0) return
      // The newest waiting version, should another have been found since the prompt appeared.
      const next = current?.waiting ?? waiting
      let reloaded = false
      const reloadOnce = () => {
        if (reloaded) return
        reloaded = true
        reload()
      }
      // Normally the new worker claims the page (controllerchange); should that be missed, its
      // own activation is enough: the next load is served by it either way.
      navigator.serviceWorker.addEventListener('controllerchange', reloadOnce)
      next.addEventListener('statechange', () => {
        if (next.state === 'activated') reloadOnce()
      })
      next.postMessage(SKIP_WAITING_MESSAGE)
    },
  }
}
