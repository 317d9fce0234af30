/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CLAIM_MESSAGE } from './control'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

// Seedling's one service worker. The precache and the navigation fallback answer first; in
// demo builds MSW's worker script is imported after them and forwards /api requests to the page.
cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST)
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/mockServiceWorker\.js$/, /^\/sw\.js$/],
  }),
)

// A page that started uncontrolled (first visit, hard reload) asks to be claimed.
self.addEventListener('message', (event) => {
  if (event.data === CLAIM_MESSAGE) event.waitUntil(self.clients.claim())
})

if (import.meta.env.VITE_API_MODE !== 'remote') {
  importScripts('/mockServiceWorker.js')
}
