import fc from 'fast-check'
import { getResponse, RequestHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  otpRecordSchema,
  paymentRecordSchema,
  startupRecordSchema,
  userRecordSchema,
} from '../data/schemas'
import { tokenFor } from '@/contract/kit/tokens'
import {
  body,
  JSON_FIELDS,
  PATH_ROUTES,
  POST_ROUTES,
  rawBodies,
  segment,
  UID,
} from '@/contract/kit/fuzz-corpus'
import { BASE, setupTestBackend } from '../test/harness'
import { rawRequest, type RawInit } from '@/contract/kit/raw-call'

/**
 * Property-based fuzzing of every handler: whatever arrives — wrong types, huge strings,
 * unicode, prototype-pollution keys, missing and extra fields, malformed JSON and files — the
 * answer is a 4xx JSON error or a valid success, never a 5xx, and the stored data stays valid.
 */
const t = setupTestBackend()
let sent = 0

/**
 * The demo's answer to a request: MSW's own matching and handling of the demo's handlers, as its
 * service worker and msw/node run them, without a socket between (over `fetch` and msw/node's
 * interceptor the same 11,800 requests took 41 CPU-s against 19).
 */
async function answer(request: Request): Promise<Response> {
  const handlers = t.server
    .listHandlers()
    .filter((handler): handler is RequestHandler => handler instanceof RequestHandler)
  const response = await getResponse(handlers, request)
  if (!response) throw new Error(`no handler for ${request.method} ${request.url}`)
  return response
}

async function send(path: string, init: Omit<RawInit, 'token'> = {}) {
  sent += 1
  const response = await answer(
    rawRequest(`${BASE}/${path}`, { ...init, token: await tokenFor(UID) }),
  )
  const text = await response.text()
  expect(
    response.status,
    `${init.method ?? 'GET'} ${path} answered ${response.status}: ${text.slice(0, 200)}`,
  ).toBeLessThan(500)
  // A 204 (a counted page view) has no body; every other answer is JSON.
  if (response.status !== 204)
    expect(() => JSON.parse(text), `${path} must answer JSON`).not.toThrow()
  if (response.status >= 400) expect(JSON.parse(text).error.code).toEqual(expect.any(String))
}

const bytes = fc.uint8Array({ maxLength: 3000 })
const fileArb = fc.record({
  bytes,
  name: fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('x.pdf', 'x.png', 'x.svg', 'x.exe', 'x.docx', 'x.txt'),
  ),
  type: fc.constantFrom(
    '',
    'image/png',
    'application/pdf',
    'text/plain',
    'image/svg+xml',
    'application/x-msdownload',
  ),
})

describe('fuzzing every handler', { timeout: 180_000 }, () => {
  it('has an investor and a founder to fuzz as', async () => {
    await t.addUser(UID, 'investor')
  })

  it('the JSON body of every route, field by field', async () => {
    const cases = fc.oneof(
      ...Object.entries(JSON_FIELDS).map(([route, fields]) =>
        body(fields).map((json) => [route, json] as const),
      ),
    )
    await fc.assert(
      fc.asyncProperty(cases, ([route, json]) => send(route, { method: 'POST', json })),
      { numRuns: 6500 },
    )
  })

  it('raw and malformed bodies, prototype-pollution keys', async () => {
    const routes = fc.constantFrom(...POST_ROUTES)
    await fc.assert(
      fc.asyncProperty(routes, rawBodies, (route, raw) => send(route, { method: 'POST', raw })),
      { numRuns: 1000 },
    )
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('every path parameter', async () => {
    const routes = fc.constantFrom(...PATH_ROUTES)
    await fc.assert(
      fc.asyncProperty(routes, segment, (route, value) =>
        send(`${route}/${encodeURIComponent(value)}`),
      ),
      { numRuns: 3300 },
    )
  })

  it('POST startups/create with random fields and files', async () => {
    await t.addUser('fuzz-founder', 'startup')
    const fields = fc.dictionary(
      fc.constantFrom(
        'name',
        'slogan',
        'description',
        'stocks',
        'fundsRequired',
        'domain',
        'websiteLink',
        'founded',
        'username',
        'extra',
      ),
      fc.oneof(
        fc.string({ maxLength: 100 }),
        fc.constantFrom('IT', '5', '2020-01-01', 'https://x.example'),
      ),
    )
    await fc.assert(
      fc.asyncProperty(
        fields,
        fc.option(fileArb),
        fc.option(fileArb),
        async (values, logo, report) => {
          sent += 1
          const form = new FormData()
          form.append('useruid', UID)
          for (const [key, value] of Object.entries(values)) form.append(key, value)
          if (logo) form.append('logo', new File([logo.bytes], logo.name, { type: logo.type }))
          if (report)
            form.append('report', new File([report.bytes], report.name, { type: report.type }))
          // The investor may not publish: every answer must still be a 4xx JSON error.
          const response = await answer(
            rawRequest(`${BASE}/startups/create`, { form, token: await tokenFor(UID) }),
          )
          expect(response.status).toBeGreaterThanOrEqual(400)
          expect(response.status).toBeLessThan(500)
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('sent at least 10,000 payloads and left every stored record valid', () => {
    expect(sent).toBeGreaterThanOrEqual(10_000)
    const { db } = t.backend
    for (const record of db.users.all())
      expect(userRecordSchema.safeParse(record).success).toBe(true)
    for (const record of db.startups.all())
      expect(startupRecordSchema.safeParse(record).success).toBe(true)
    for (const record of db.payments.all())
      expect(paymentRecordSchema.safeParse(record).success).toBe(true)
    for (const record of db.otps.all()) expect(otpRecordSchema.safeParse(record).success).toBe(true)
    console.info(`fuzzed ${sent} payloads`)
  })
})
