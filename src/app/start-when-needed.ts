const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'focusin'] as const

export interface StartWhenNeeded<T> {
  /**
   * Starts it now unless it is up or starting; resolves when it is up. A start that failed is
   * tried again at the next call, so a retry can recover without reloading the page.
   */
  get(): Promise<T>
  /** Resolves when it is up, whatever started it; starts nothing by itself. */
  started: Promise<T>
}

/**
 * Starts something heavy only once it is needed, so the first paint never waits for it: at the
 * first `get()` (an API request), at the user's first interaction, or once the page has been
 * loaded and quiet for `idleMs`, whichever comes first.
 */
export function startWhenNeeded<T>(start: () => Promise<T>, idleMs = 4000): StartWhenNeeded<T> {
  let running: Promise<T> | null = null
  let up!: (value: T) => void
  const started = new Promise<T>((done) => (up = done))
  const get = () => {
    if (!running) {
      for (const type of INTERACTIONS) window.removeEventListener(type, trigger, true)
      const attempt = start()
      running = attempt
      attempt.then(up, () => {
        if (running === attempt) running = null
      })
    }
    return running
  }
  const trigger = () => void get().catch(() => undefined)
  for (const type of INTERACTIONS)
    window.addEventListener(type, trigger, { capture: true, passive: true, once: true })
  const whenQuiet = () => setTimeout(trigger, idleMs)
  if (document.readyState === 'complete') whenQuiet()
  else window.addEventListener('load', whenQuiet, { once: true })
  return { get, started }
}
