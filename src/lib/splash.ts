/** The spec's loading screen lasts about this long when the app first opens a guarded screen. */
export const SPLASH_MS = 2000

let shownSince: number | null = null

/**
 * Resolves once the loading screen has been up for SPLASH_MS since the first call in this
 * page; later calls (navigation inside the app) resolve at once.
 */
export function minimumSplash(now: () => number = Date.now): Promise<void> {
  shownSince ??= now()
  const left = SPLASH_MS - (now() - shownSince)
  return left > 0 ? new Promise((resolve) => setTimeout(resolve, left)) : Promise.resolve()
}
