/// <reference lib="webworker" />
import { NavigationRoute, Serwist, type PrecacheEntry } from 'serwist'
import {
  CLAIM_MESSAGE,
  COMPLETE_COPY_MESSAGE,
  MSW_CLIENT_CLOSE_MESSAGE,
  SKIP_WAITING_MESSAGE,
} from './control'
import type { PushPayload } from '@/domain/push'
import { targetOf, windowFor } from './notification-click'
import { pageFileFor, prerenderedFile, PRERENDERED_PATHS, SHELL_FILE } from './pages'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] }

/** How many of the app's files the worker fetches at once when it copies them. */
const COPY_AT_ONCE = 10

// Seedling's one service worker. The precache and the navigation fallback answer first; in
// demo builds MSW's worker script is imported after them and forwards /api requests to the page.
const serwist = new Serwist({
  precacheEntries: self.__WB_MANIFEST,
  precacheOptions: {
    cleanupOutdatedCaches: true,
    // The install step fetches the app's files ten at a time, not one after another (as
    // Workbox did): a first visit is ready offline, and the demo answers, that much sooner.
    concurrency: COPY_AT_ONCE,
  },
  // The cache the worker used before keeps its name: an installed app updating to this worker
  // keeps the files it already has instead of downloading them all again.
  cacheId: 'workbox',
})
// Navigations get their prerendered page (landing, log-in, sign-up, help) or the empty shell.
const pages = new Map(
  [...PRERENDERED_PATHS.map(prerenderedFile), SHELL_FILE].map((file) => [
    file,
    serwist.createHandlerBoundToUrl(file),
  ]),
)
serwist.registerRoute(
  new NavigationRoute((options) => pages.get(pageFileFor(options.url.pathname))!(options), {
    denylist: [/^\/api\//, /^\/mockServiceWorker\.js$/, /^\/sw\.js$/],
  }),
)
// A first install (no version of the worker in control yet) copies nothing: the worker is active
// at once, so the demo answers and the app's pages are served without waiting for the app's 180
// files (2 MB: eleven seconds on a phone's slow 4G). The offline copy is made right after, when a
// page asks for it (completeCopy). An update installs whole while the version in control serves,
// so a version in control after an update is never half-copied.
self.addEventListener('install', (event) => {
  if (self.registration.active) serwist.handleInstall(event)
})
self.addEventListener('activate', serwist.handleActivate)
self.addEventListener('fetch', serwist.handleFetch)
self.addEventListener('message', serwist.handleCache)

/**
 * Copies into the precache every file of the app it lacks, ten at a time (what the install step
 * does for an update): a file with a revision (the pages, the icons) fresh from the network, a
 * hashed one from the browser's HTTP cache when the page has just loaded it. One copy at a time;
 * a call while one runs gets that one.
 */
let copying: Promise<void> | null = null
function completeCopy(): Promise<void> {
  copying ??= (async () => {
    const cache = await caches.open(serwist.precacheStrategy.cacheName)
    const cached = new Set((await cache.keys()).map((request) => request.url))
    const missing = [...serwist.getUrlsToPrecacheKeys()].filter(([, key]) => !cached.has(key))
    const copyNext = async (): Promise<void> => {
      const next = missing.shift()
      if (!next) return
      const [url, key] = next
      const response = await fetch(url, {
        cache: key === url ? 'default' : 'reload',
        credentials: 'same-origin',
        integrity: serwist.getIntegrityForPrecacheKey(key),
      })
      if (!response.ok) throw new Error(`${url}: ${response.status}`)
      await cache.put(key, response)
      return copyNext()
    }
    await Promise.all(Array.from({ length: COPY_AT_ONCE }, copyNext))
  })().finally(() => {
    copying = null
  })
  return copying
}

self.addEventListener('message', (event) => {
  // A page that started uncontrolled (first visit, hard reload) asks to be claimed.
  if (event.data === CLAIM_MESSAGE) event.waitUntil(self.clients.claim())
  // A new version waits until the user accepts the update prompt.
  if (event.data === SKIP_WAITING_MESSAGE) event.waitUntil(self.skipWaiting())
  // MSW's worker unregisters itself when its last page closes; a page reloading is closing too,
  // so the next navigation would find no worker and fail offline. The worker stays registered.
  if (event.data === MSW_CLIENT_CLOSE_MESSAGE) event.stopImmediatePropagation()
  // A page asks for the offline copy to be finished; told on its port whether it is whole.
  if (event.data === COMPLETE_COPY_MESSAGE) {
    const [port] = event.ports
    event.waitUntil(
      completeCopy().then(
        () => port?.postMessage(true),
        () => port?.postMessage(false),
      ),
    )
  }
})

// Web Push (docs/product.md#notifications): a push shows its title and leads to its link; the
// app's icon badge says the unread count where the platform has badges.
self.addEventListener('push', (event) => {
  let push: Partial<PushPayload> = {}
  try {
    push = (event.data?.json() ?? {}) as Partial<PushPayload>
  } catch {
    // Not ours to read: shown as news, leading to the notification centre.
  }
  const title = typeof push.title === 'string' && push.title ? push.title : 'Seedling'
  const link = targetOf(push.link, self.location.origin)
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, {
        data: { link },
        tag: link,
        icon: '/icons/icon-192.png',
      }),
      typeof push.unread === 'number' && 'setAppBadge' in self.navigator
        ? self.navigator.setAppBadge(push.unread).catch(() => undefined)
        : undefined,
    ]),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const link = targetOf(
    (event.notification.data as { link?: unknown } | null)?.link,
    self.location.origin,
  )
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windowFor(windows, self.location.origin)
      if (!open) return void (await self.clients.openWindow(link))
      // The open window goes to the link, then comes to the front (where the platform lets it).
      const moved = await open.navigate(link).catch(() => null)
      await (moved ?? open).focus().catch(() => undefined)
    })(),
  )
})

// MSW's worker skips waiting as soon as it installs, which would swap versions under a page in
// the middle of an investment. The precache has already run its install step by now; this stops
// the listeners registered after it, so a new version waits for the update prompt.
self.addEventListener('install', (event) => event.stopImmediatePropagation())

if (import.meta.env.VITE_API_MODE !== 'remote') {
  importScripts('/mockServiceWorker.js')
}
