/**
 * Starts the in-browser demo backend. This is the one place src/ may load mocks/, and it does
 * so lazily, so neither MSW nor the mock data is on the landing page's critical path.
 */
export async function startDemoBackend(): Promise<{ reset: () => Promise<void> }> {
  const { startDemoBackend: start } = await import('../../mocks/browser')
  const workerUrl = import.meta.env.DEV ? '/mockServiceWorker.js' : '/sw.js'
  const { backend } = await start(workerUrl)
  return { reset: backend.reset }
}
