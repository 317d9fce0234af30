import { http } from 'msw'
import type { Backend } from '../backend'
import { errorResponse } from '../utils/http-error'
import { analyticsHandlers } from './analytics'
import { demoHandlers } from './demo'
import { followHandlers } from './following'
import { paymentHandlers } from './payments'
import { questionHandlers } from './questions'
import { startupHandlers } from './startups'
import { updateHandlers } from './updates'
import { userHandlers } from './users'

/** Every handler of the /api contract over one backend. */
export function createHandlers(backend: Backend) {
  return [
    ...userHandlers(backend),
    ...startupHandlers(backend),
    ...paymentHandlers(backend),
    ...updateHandlers(backend),
    ...questionHandlers(backend),
    ...followHandlers(backend),
    ...analyticsHandlers(backend),
    ...demoHandlers(backend),
    // Anything else under /api is a JSON 404, never the app shell or a pass-through.
    http.all('*/api/*', ({ request }) =>
      errorResponse(
        404,
        'not_found',
        `No route for ${request.method} ${new URL(request.url).pathname}`,
      ),
    ),
  ]
}
