import type { Backend } from '../backend'
import { demoHandlers } from './demo'
import { paymentHandlers } from './payments'
import { startupHandlers } from './startups'
import { userHandlers } from './users'

/** Every handler of the /api contract over one backend. */
export function createHandlers(backend: Backend) {
  return [
    ...userHandlers(backend),
    ...startupHandlers(backend),
    ...paymentHandlers(backend),
    ...demoHandlers(backend),
  ]
}
