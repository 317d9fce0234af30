import { setupServer } from 'msw/node'
import { verifyDemoToken } from '@/auth/demo-token'
import { createBackend, type BackendOptions, type OtpDelivery } from './backend'
import { memoryPersistence } from './data/persistence'
import { createHandlers } from './handlers'
import { nodeLogoSizes } from './node-logo-sizes'

/** The demo backend in Node (vitest): the same handlers, a memory or fake IndexedDB store. */
export function createTestBackend(options: Partial<BackendOptions> = {}) {
  const outbox: OtpDelivery[] = []
  const backend = createBackend({
    persistence: memoryPersistence(),
    verifyToken: verifyDemoToken,
    deliverOtp: (delivery) => outbox.push(delivery),
    logoSizes: nodeLogoSizes,
    ...options,
  })
  const server = setupServer(...createHandlers(backend))
  return { backend, server, outbox }
}
