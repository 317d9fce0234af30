import { http } from 'msw'
import type { Backend } from '../backend'
import { jsonResponse } from '../utils/json-response'
import { withBackend } from '../utils/resolver'

/** Demo-only routes: 'Reset demo data'. */
export function demoHandlers(backend: Backend) {
  return [
    http.post(
      '*/api/demo/reset',
      withBackend(backend, async () => {
        await backend.resetData()
        return jsonResponse({ msg: 'demo data reset' })
      }),
    ),
  ]
}
