import { EARLY_INSTALL_GLOBAL } from './early-install'

/** The event Chromium-based browsers fire when they can install the app. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export interface InstallState {
  /** How this device installs the app: the browser's prompt, iOS's Share menu, or not at all. */
  method: 'prompt' | 'ios' | null
}

export interface InstallStore {
  subscribe(listener: () => void): () => void
  getState(): InstallState
  /** Shows the browser's install prompt. */
  install(): Promise<void>
  /** Hides the offer for good on this device. */
  dismiss(): void
}

export const INSTALL_DISMISSED_KEY = 'seedling:install-dismissed'

interface InstallEnvironment {
  window: Window
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
}

function isStandalone(win: Window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean }
  return win.matchMedia?.('(display-mode: standalone)').matches || nav.standalone === true
}

/** Safari on iPhone and iPad has no install prompt; it installs from the Share menu. */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent)
}

/**
 * Keeps the browser's install offer. Created at start-up, before the first render, so the
 * `beforeinstallprompt` event that may fire early is not missed.
 */
export function createInstallStore(
  { window: win, storage }: InstallEnvironment = { window, storage: safeLocalStorage() },
): InstallStore {
  const listeners = new Set<() => void>()
  // An offer that came before this code loaded (see early-install.ts).
  let deferred: BeforeInstallPromptEvent | null =
    (win as unknown as Record<string, BeforeInstallPromptEvent | undefined>)[
      EARLY_INSTALL_GLOBAL
    ] ?? null
  let dismissed = storage?.getItem(INSTALL_DISMISSED_KEY) === '1'
  let installed = isStandalone(win)
  const ios = isIosSafari(win.navigator.userAgent, win.navigator.maxTouchPoints)
  let state = compute()

  function compute(): InstallState {
    if (installed || dismissed) return { method: null }
    if (deferred) return { method: 'prompt' }
    return { method: ios ? 'ios' : null }
  }
  const publish = () => {
    state = compute()
    for (const listener of listeners) listener()
  }

  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    publish()
  })
  win.addEventListener('appinstalled', () => {
    installed = true
    deferred = null
    publish()
  })

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getState: () => state,
    async install() {
      const event = deferred
      if (!event) return
      await event.prompt()
      const { outcome } = await event.userChoice
      // The browser's prompt can be shown once per event.
      deferred = null
      if (outcome === 'accepted') installed = true
      publish()
    },
    dismiss() {
      dismissed = true
      storage?.setItem(INSTALL_DISMISSED_KEY, '1')
      publish()
    },
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
