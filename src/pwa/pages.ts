/** The public pages rendered to HTML at build time; every other route starts from the shell. */
export const PRERENDERED_PATHS = ['/', '/login', '/signup', '/he'] as const

/** Where a prerendered path is written in the build (and precached). */
export function prerenderedFile(path: string): string {
  return path === '/' ? '/index.html' : `${path}.html`
}

/** The empty shell every other route starts from. */
export const SHELL_FILE = '/app.html'

/** The file a navigation to `pathname` is answered with. */
export function pageFileFor(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/'
  return (PRERENDERED_PATHS as readonly string[]).includes(path)
    ? prerenderedFile(path)
    : SHELL_FILE
}

/** The app's service worker (built from src/pwa/sw.ts). */
export const APP_WORKER_URL = '/sw.js'

/** The id of the JSON a page rendered with data carries: the query cache the app starts from. */
export const PAGE_STATE_ID = 'seedling-state'
