import { verifyDemoToken } from '@/auth/demo-token'
import { createBackend } from '../../mocks/backend'
import { memoryPersistence } from '../../mocks/data/persistence'
import { createHandlers } from '../../mocks/handlers'

/** The demo's own handlers and seed data, in memory, for every story. */
export const storyBackend = createBackend({
  persistence: memoryPersistence(),
  verifyToken: verifyDemoToken,
  deliverOtp: ({ code }) => console.info(`Demo inbox: your one-time code is ${code}`),
})

export const demoHandlers = createHandlers(storyBackend)
