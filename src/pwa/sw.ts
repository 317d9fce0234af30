/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CLAIM_MESSAGE, MSW_CLIENT_CLOSE_MESSAGE, SKIP_WAITING_MESSAGE } from './control'
import { pageFileFor, prerenderedFile, PRERENDERED_PATHS, SHELL_FILE } from './pages'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

// Seedling's one service worker. The precache and the navigation fallback answer first; in
// demo builds MSW's worker script is imported after them and forwards /api requests to the page.
cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST)
// Navigations get their prerendered page (landing, log-in, sign-up, help) or the empty shell.
const pages = new Map(
  [...PRERENDERED_PATHS.map(prerenderedFile), SHELL_FILE].map((file) => [
    file,
    createHandlerBoundToURL(file),
  ]),
)
registerRoute(
  new NavigationRoute((options) => pages.get(pageFileFor(options.url.pathname))!(options), {
    denylist: [/^\/api\//, /^\/mockServiceWorker\.js$/, /^\/sw\.js$/],
  }),
)

self.addEventListener('message', (event) => {
  // A page that started uncontrolled (first visit, hard reload) asks to be claimed.
  if (event.data === CLAIM_MESSAGE) event.waitUntil(self.clients.claim())
  // A new version waits until the user accepts the update prompt.
  if (event.data === SKIP_WAITING_MESSAGE) event.waitUntil(self.skipWaiting())
  // MSW's worker unregisters itself when its last page closes; a page reloading is closing too,
  // so the next navigation would find no worker and fail offline. The worker stays registered.
  if (event.data === MSW_CLIENT_CLOSE_MESSAGE) event.stopImmediatePropagation()
})

// MSW's worker skips waiting as soon as it installs, which would swap versions under a page in
// the middle of an investment. The precache has already run its install step by now; this stops
// the listeners registered after it, so a new version waits for the update prompt.
self.addEventListener('install', (event) => event.stopImmediatePropagation())

if (import.meta.env.VITE_API_MODE !== 'remote') {
  importScripts('/mockServiceWorker.js')
}
