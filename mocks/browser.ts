import { setupWorker } from 'msw/browser'
import { verifyDemoToken } from '@/auth/demo-token'
import { appNow } from '@/lib/demo-clock'
import { DEMO_INBOX_EVENT, type DemoInboxMessage } from '@/lib/demo-inbox'
import { ensureControlled } from '@/pwa/control'
import { createBackend } from './backend'
import { indexedDbPersistence } from './data/persistence'
import { createHandlers } from './handlers'

/**
 * Starts the demo backend in the page: MSW's worker (imported by the app's own service worker)
 * forwards /api requests here, where the handlers answer from IndexedDB.
 */
export async function startDemoBackend(
  serviceWorkerUrl: string,
  { extraStartups = 0 }: { extraStartups?: number } = {},
) {
  const backend = createBackend({
    extraStartups,
    persistence: indexedDbPersistence(),
    verifyToken: verifyDemoToken,
    // The demo's clock, which its 'Demo' panel can move forward (docs/product.md#the-close).
    now: appNow,
    // Web Push in the demo: what a push would show, shown by the app's own service worker.
    showNotification: (push) => {
      if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
      void navigator.serviceWorker.ready.then((registration) =>
        registration.showNotification(push.title, {
          data: { link: push.link },
          tag: push.link,
          icon: '/icons/icon-192.png',
        }),
      )
    },
    deliverOtp: ({ code, amount, startupName }) => {
      const detail: DemoInboxMessage = { code, amount, startupName }
      window.dispatchEvent(new CustomEvent(DEMO_INBOX_EVENT, { detail }))
    },
  })
  // The app's worker must control the page before MSW starts, or MSW reloads the page.
  const registration = import.meta.env.DEV ? null : await ensureControlled(serviceWorkerUrl)
  const worker = setupWorker(...createHandlers(backend))
  try {
    await worker.start({
      serviceWorker: { url: serviceWorkerUrl },
      onUnhandledFrame: 'bypass',
      quiet: true,
    })
    await backend.ready()
  } catch (error) {
    // The app tries again at its next request (src/app/start-when-needed.ts): this attempt's
    // worker must not answer beside the next one's.
    worker.stop()
    throw error
  }
  return { worker, backend, registration }
}
