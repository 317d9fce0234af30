/** The loading screen lasts about this long when the app first opens a guarded screen (docs/product.md#screens). */
export const SPLASH_MS = 2000

let shownSince: number | null = null

/**
 * Resolves once the loading screen has been up for SPLASH_MS since the first call in this
 * page; later calls (navigation inside the app) resolve at once.
 */
export function minimumSplash(now: () => number = Date.now): Promise<void> {
  shownSince ??= now()
  const left = splashTimeLeft(now)
  if (left <= 0) return Promise.resolve()
  return new Promise((resolve) =>
    setTimeout(() => {
      // For performance tools (npm run bench): what the app does after the wait is its own time.
      performance.mark(SPLASH_OVER_MARK)
      resolve()
    }, left),
  )
}

/** How long the loading screen still has to show (0 once its minimum time is over). */
export function splashTimeLeft(now: () => number = Date.now): number {
  return shownSince === null ? 0 : Math.max(0, SPLASH_MS - (now() - shownSince))
}

/** The User Timing mark set when the loading screen's minimum time is over. */
export const SPLASH_OVER_MARK = 'seedling:splash-over'
