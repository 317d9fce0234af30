import { http, HttpResponse, matchRequestUrl, type PathParams } from 'msw'
import { refuseNul } from '@/domain/nul-text'
import { Problem } from '@/domain/problem'
import type { UploadedFile } from '@/domain/startup-files'
import { perform } from '@/operations/access'
import { Download, ListInBatches, type Caller, type UploadForm } from '@/operations/operation'
import { operations, type ContractStore } from '@/operations/table'
import type { Backend } from './backend'
import { decideDueRaises } from '@/operations/closes'
import { remindCoolingOff } from '@/operations/reminders'
import { analyticsStore } from './store/analytics'
import { closesStore } from './store/closes'
import { remindersStore } from './store/reminders'
import { followingStore } from './store/following'
import { notificationsStore } from './store/notifications'
import { operatingStore } from './store/operating'
import { paymentsStore } from './store/payments'
import { pushStore } from './store/push'
import { questionsStore } from './store/questions'
import { startupsStore } from './store/startups'
import { updatesStore } from './store/updates'
import { usersStore } from './store/users'
import { parseInput, readJson, readJsonInput } from './utils/http-error'
import { jsonResponse } from './utils/json-response'
import { optionalClaims, requireClaims, withBackend } from './utils/resolver'

/** The one visitor of the demo's pages: this device. */
const DEMO_VISITOR = 'this-device'

const NOBODY: Caller = { uid: '', email: undefined, emailVerified: false }

/** The demo's store: every port of the table over its database (mocks/store/*). */
export const demoStore = (backend: Backend): ContractStore => ({
  ...startupsStore(backend),
  ...usersStore(backend),
  ...paymentsStore(backend),
  ...updatesStore(backend),
  ...questionsStore(backend),
  ...followingStore(backend),
  ...analyticsStore(backend),
  ...operatingStore(backend),
  ...notificationsStore(backend),
  ...pushStore(backend),
})

/**
 * A multipart upload, read as the server reads it: a body labelled JSON is parsed first
 * (malformed is a 400), anything not multipart is a 415, and the form is read only once
 * `mayUpload` has not refused.
 */
async function readForm(request: Request, mayUpload: () => Promise<void>): Promise<UploadForm> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('multipart/form-data')) {
    if (type.includes('application/json')) await readJson(request)
    throw new Problem(415, 'multipart_required', 'Send the startup as multipart/form-data')
  }
  await mayUpload()
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new Problem(400, 'invalid_form', 'The form data could not be read')
  }
  const upload: UploadForm = { fields: {}, files: {} }
  for (const [name, value] of form) {
    refuseNul({ [name]: typeof value === 'string' ? value : value.name })
    if (typeof value === 'string') upload.fields[name] = value
    else {
      const file: UploadedFile = {
        name: value.name,
        size: value.size,
        type: value.type,
        bytes: new Uint8Array(await value.arrayBuffer()),
      }
      upload.files[name] = file
    }
  }
  return upload
}

/**
 * The table's operations as one MSW handler, each checked in the server's order: the token
 * (401), the path's parameters, then the body (400 not JSON, 422 refused by its schema).
 *
 * One handler, not one a row: MSW parses a request again for every handler it tries (its URL,
 * `document.cookie`, its cookie jar, the pattern from a leading `*`), so a call to the table's
 * last row paid that 45 times on the page's main thread. Here it is parsed once, and only the
 * rows of the request's method whose path's fixed start the address holds are matched, with
 * MSW's own matcher, in the table's order: the same row answers with the same parameters.
 */
export function operationHandlers(backend: Backend) {
  const store = demoStore(backend)
  const closes = closesStore(backend)
  const reminders = remindersStore(backend)
  const routes = operations.map((row) => ({
    method: row.method,
    pattern: `*/api${row.path}`,
    // Any address the pattern matches holds this: the path up to its first parameter.
    fixed: `/api${row.path.split(':')[0]}`,
    resolve: withBackend<PathParams>(backend, async ({ request, params }) => {
      // The demo has no job queue: the raises whose closing date has ended are decided
      // before the first request that could read them (docs/product.md#the-close).
      await decideDueRaises(closes, backend.now())
      // Nor a clock for reminders: those due are sent before the request, too.
      await remindCoolingOff(reminders, backend.now())
      const claims =
        row.access !== 'public'
          ? await requireClaims(backend, request)
          : row.readsCaller
            ? await optionalClaims(backend, request)
            : undefined
      const caller: Caller = claims
        ? { uid: claims.uid, email: claims.email, emailVerified: claims.emailVerified !== false }
        : NOBODY
      const url = new URL(request.url)
      // Files are answered at absolute addresses: an app on another origin reads them here.
      const context = {
        store,
        caller,
        now: backend.now(),
        visitor: DEMO_VISITOR,
        base: url.origin,
      }
      const input = {
        params: row.params ? parseInput(row.params, params) : undefined,
        body: row.form
          ? await readForm(request, () => row.form!.mayUpload(context))
          : row.body
            ? await readJsonInput(request, row.body)
            : undefined,
        query: url.searchParams,
      }
      const { status, body } = await perform(row, context, input)
      if (body instanceof Download)
        return new HttpResponse(body.bytes, { status, headers: body.headers })
      if (body instanceof ListInBatches) return jsonResponse(await body.whole(), { status })
      return status === 204
        ? new HttpResponse(null, { status })
        : jsonResponse(body as object, { status })
    }),
  }))
  return [
    http.all('*/api/*', (info) => {
      const url = new URL(info.request.url)
      // As MSW compares methods: without regard to case (fetch leaves `patch` as it is given).
      const method = info.request.method.toUpperCase()
      for (const route of routes) {
        if (route.method !== method || !url.pathname.includes(route.fixed)) continue
        const match = matchRequestUrl(url, route.pattern)
        if (match.matches) return route.resolve({ ...info, params: match.params || {} })
      }
      // Not the table's: the demo's own routes, then the JSON 404 (./handlers).
      return undefined
    }),
  ]
}
