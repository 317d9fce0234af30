import { ensureControlled } from '@/pwa/control'
import { APP_WORKER_URL } from '@/pwa/pages'
import { env } from '@/lib/env'

/**
 * Starts the in-browser demo backend. This is the one place src/ may load mocks/, and it does
 * so lazily, so neither MSW nor the mock data is on the landing page's critical path.
 */
export async function startDemoBackend(): Promise<{
  reset: () => Promise<void>
  registration: ServiceWorkerRegistration | null
}> {
  const { startDemoBackend: start } = await import('../../mocks/browser')
  const { backend, registration } = await start(SERVICE_WORKER_URL, {
    extraStartups: env.VITE_DEMO_STARTUPS,
  })
  return { reset: backend.reset, registration }
}

/** In demo builds the app's worker also carries MSW; the dev server uses MSW's own worker. */
const SERVICE_WORKER_URL = import.meta.env.DEV ? '/mockServiceWorker.js' : APP_WORKER_URL

/**
 * Registers the app's service worker where the demo backend does not (remote builds); resolves
 * to null where there is none (dev server, browsers without service workers).
 */
export async function registerAppWorker(): Promise<ServiceWorkerRegistration | null> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return null
  return ensureControlled(APP_WORKER_URL).catch(() => null)
}
