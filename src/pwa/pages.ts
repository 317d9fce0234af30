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

/**
 * The Cache-Control a file of the build is served with, by Seedling's server and by `vite
 * preview` alike: hashed files under /assets/ never change content (a year, never revalidated,
 * which is also what lets Chromium keep their compiled code); everything else (pages, the service
 * worker, icons) is revalidated on every use.
 */
export function cacheControlFor(file: string): string {
  return file.startsWith('/assets/') && file !== APP_WORKER_URL
    ? 'public, max-age=31536000, immutable'
    : 'no-cache'
}

/** The id of the JSON a page rendered with data carries: the query cache the app starts from. */
export const PAGE_STATE_ID = 'seedling-state'
