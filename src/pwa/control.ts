/** The message the app sends to its service worker to take control of an uncontrolled page. */
export const CLAIM_MESSAGE = 'seedling:claim'

/**
 * The message that asks the worker to finish its offline copy of the app (a first install copies
 * nothing, see src/pwa/sw.ts); it answers on the port sent with it: true once the copy is whole.
 */
export const COMPLETE_COPY_MESSAGE = 'seedling:complete-copy'

/** The User Timing mark a page sets once the app works offline on this device. */
export const OFFLINE_READY_MARK = 'seedling:offline-ready'

/** The message that lets a waiting new version of the worker take over. */
export const SKIP_WAITING_MESSAGE = 'seedling:skip-waiting'

/**
 * The message a page's MSW client sends its worker as the page closes (msw 3; 'CLIENT_CLOSED' in
 * msw 2). MSW's worker unregisters itself on it when no other page is open, which a reload is.
 */
export const MSW_CLIENT_CLOSE_MESSAGE = 'CLIENT_CLOSE'

/**
 * Registers the app's service worker and resolves once it controls this page. A page loaded
 * while the worker was still installing, or by a hard reload, starts uncontrolled; instead of
 * reloading (which MSW would otherwise do, again and again on hard reloads) the worker is asked
 * to claim it.
 */
export async function ensureControlled(
  url: string,
  timeoutMs = 10_000,
): Promise<ServiceWorkerRegistration> {
  const container = navigator.serviceWorker
  const registration = await container.register(url)
  const { active } = await container.ready
  if (!container.controller) {
    const changed = new Promise<void>((resolve) => {
      container.addEventListener('controllerchange', () => resolve(), { once: true })
      setTimeout(resolve, timeoutMs)
    })
    if (!container.controller) active?.postMessage(CLAIM_MESSAGE)
    await changed
  }
  if (active) void completeOfflineCopy(active)
  return registration
}

/**
 * Asks the worker to finish the app's offline copy, and marks the page (OFFLINE_READY_MARK) once
 * it is whole; resolves to whether it is. Every start asks: a copy cut short (a page closed, the
 * network lost) is finished by the next.
 */
export function completeOfflineCopy(worker: ServiceWorker): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = (event) => {
      channel.port1.close()
      if (event.data === true) performance.mark(OFFLINE_READY_MARK)
      resolve(event.data === true)
    }
    worker.postMessage(COMPLETE_COPY_MESSAGE, [channel.port2])
  })
}
