import { http, HttpResponse } from 'msw'
import type { Backend } from '../backend'
import { withBackend } from '../utils/resolver'

/** Demo-only routes: 'Reset demo data'. */
export function demoHandlers(backend: Backend) {
  return [
    http.post(
      '*/api/demo/reset',
      withBackend(backend, async () => {
        await backend.resetData()
        return HttpResponse.json({ msg: 'demo data reset' })
      }),
    ),
  ]
}
