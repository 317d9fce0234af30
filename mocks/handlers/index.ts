import { http } from 'msw'
import type { Backend } from '../backend'
import { operationHandlers } from '../operations'
import { errorResponse } from '../utils/http-error'
import { demoHandlers } from './demo'

/** Every handler of the /api contract over one backend. */
export function createHandlers(backend: Backend) {
  return [
    ...operationHandlers(backend),
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
