import { http, HttpResponse } from 'msw'
import { answerOf, type Caller } from '@/operations/operation'
import { operations, type ContractStore } from '@/operations/table'
import type { Backend } from './backend'
import { analyticsStore } from './store/analytics'
import { followingStore } from './store/following'
import { paymentsStore } from './store/payments'
import { questionsStore } from './store/questions'
import { updatesStore } from './store/updates'
import { usersStore } from './store/users'
import { parseInput, readJsonInput } from './utils/http-error'
import { requireClaims, withBackend } from './utils/resolver'

/** The one visitor of the demo's pages: this device. */
const DEMO_VISITOR = 'this-device'

const NOBODY: Caller = { uid: '', email: undefined }

/** The demo's store: every port of the table over its database (mocks/store/*). */
export const demoStore = (backend: Backend): ContractStore => ({
  ...usersStore(backend),
  ...paymentsStore(backend),
  ...updatesStore(backend),
  ...questionsStore(backend),
  ...followingStore(backend),
  ...analyticsStore(backend),
})

/**
 * The table's operations as MSW handlers, checked in the server's order: the token (401), the
 * path's parameters, then the body (400 not JSON, 422 refused by its schema).
 */
export function operationHandlers(backend: Backend) {
  const store = demoStore(backend)
  return operations.map((row) =>
    http[row.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](
      `*/api${row.path}`,
      withBackend(backend, async ({ request, params }) => {
        const claims = row.access === 'signed-in' ? await requireClaims(backend, request) : NOBODY
        const input = {
          params: row.params ? parseInput(row.params, params) : undefined,
          body: row.body ? await readJsonInput(request, row.body) : undefined,
        }
        const caller = { uid: claims.uid, email: claims.email }
        const context = { store, caller, now: backend.now(), visitor: DEMO_VISITOR, base: '' }
        const { status, body } = answerOf(row, await row.run(context, input))
        return status === 204
          ? new HttpResponse(null, { status })
          : HttpResponse.json(body as object, { status })
      }),
    ),
  )
}
