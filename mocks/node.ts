import { setupServer } from 'msw/node'
import { signDemoToken, verifyDemoToken } from '@/auth/demo-token'
import { createBackend, type BackendOptions, type OtpDelivery } from './backend'
import { memoryPersistence } from './data/persistence'
import { createHandlers } from './handlers'

/** The demo backend in Node (vitest): the same handlers, a memory or fake IndexedDB store. */
export function createTestBackend(options: Partial<BackendOptions> = {}) {
  const outbox: OtpDelivery[] = []
  const backend = createBackend({
    persistence: memoryPersistence(),
    verifyToken: verifyDemoToken,
    deliverOtp: (delivery) => outbox.push(delivery),
    ...options,
  })
  const server = setupServer(...createHandlers(backend))
  return { backend, server, outbox }
}

/** A valid demo ID token for a uid (what demo auth would send). */
export function tokenFor(uid: string, now: number = Date.now(), ttlMs = 60 * 60_000) {
  return signDemoToken({ uid, email: `${uid}@example.com`, name: uid, iat: now, exp: now + ttlMs })
}
