import fc from 'fast-check'
import { z } from '@/domain/zod'
import { operations } from '@/operations/table'

/**
 * What the backends are fuzzed with: odd JSON values, bodies and path segments for every route.
 * The routes and the fields of their bodies come from the contract's table, so an operation added
 * to it is fuzzed without being listed here. The demo's fuzz test sends thousands of them; the
 * differential test sends a fixed sample to the demo and to the server and compares the answers.
 */
export const UID = 'fuzzer'

/** A row's route as the corpus writes it: without the leading slash. */
const route = (path: string) => path.slice(1)
/** A path's last part when it is a parameter (`/:uid`). */
const PARAMETER = /\/:\w+$/
/** The routes that take a body (JSON or multipart): every POST of the contract's table. */
export const POST_ROUTES = operations
  .filter((row) => row.method === 'POST')
  .map((row) => route(row.path))
/** The routes that take a path parameter, without it (`users/getuser`). */
export const PATH_ROUTES = operations.flatMap((row) =>
  row.method === 'GET' && PARAMETER.test(row.path) ? [route(row.path.replace(PARAMETER, ''))] : [],
)
/** Every route with a JSON body, and the fields its body schema reads. */
export const JSON_FIELDS: Record<string, string[]> = Object.fromEntries(
  operations.flatMap((row) =>
    row.body instanceof z.ZodObject ? [[route(row.path), Object.keys(row.body.shape)]] : [],
  ),
)
export const weird = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ maxLength: 20 }).map((s) => s.repeat(2000)),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    null,
    true,
    false,
    '',
    '0',
    '-1',
    '1e309',
    'NaN',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
  ),
)
export const body = (fields: string[]) =>
  fc.dictionary(
    fc.oneof(fc.constantFrom(...fields, 'constructor', 'prototype'), fc.string({ maxLength: 10 })),
    fc.oneof(fc.constant(UID), weird),
    {
      maxKeys: fields.length + 3,
    },
  )
export const rawBodies = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    '{"__proto__":{"polluted":"yes"},"useruid":"fuzzer"}',
    '{"constructor":{"prototype":{"polluted":"yes"}},"useruid":"fuzzer","amount":1,"startupid":"dhun-box"}',
    '[]',
    'null',
    '"text"',
    '{"useruid":"fuzzer","otp":{"$gt":""}}',
    '{"useruid":"fuzzer","amount":"1e400","startupid":"dhun-box"}',
  ),
)

export const segment = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom('..', '%00', '__proto__', UID),
)
/** One request of the corpus: a route (with its path parameter) and a JSON value or raw text. */
export interface FuzzRequest {
  method: 'GET' | 'POST'
  path: string
  json?: unknown
  raw?: string
}

/** Every kind of request the fuzz test sends, as one arbitrary. */
export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  ...Object.entries(JSON_FIELDS).map(([route, fields]) =>
    body(fields).map((json): FuzzRequest => ({ method: 'POST', path: route, json })),
  ),
  fc
    .tuple(fc.constantFrom(...POST_ROUTES), rawBodies)
    .map(([route, raw]): FuzzRequest => ({ method: 'POST', path: route, raw })),
  fc.tuple(fc.constantFrom(...PATH_ROUTES), segment).map(([route, value]): FuzzRequest => ({
    method: 'GET',
    path: `${route}/${encodeURIComponent(value)}`,
  })),
)
