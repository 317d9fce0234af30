import fc from 'fast-check'

/**
 * What the backends are fuzzed with: odd JSON values, bodies and path segments for every route.
 * The demo's fuzz test sends thousands of them; the differential test sends a fixed sample to
 * the demo and to the server and compares the answers.
 */
export const UID = 'fuzzer'
/** The routes that take a body, and those that take a path parameter. */
export const POST_ROUTES = [
  'users/adduser',
  'users/acknowledgerisk',
  'payments/getotp',
  'payments/verifypayment',
  'payments/cancel',
  'startups/create',
  'startups/edit',
  'startups/postupdate',
  'startups/ask',
  'startups/answer',
  'startups/hidequestion',
  'startups/view',
  'users/follow',
]
export const PATH_ROUTES = [
  'users/getuser',
  'startups/isactive',
  'startups/data',
  'payments/history',
  'files',
  'startups/updates',
  'startups/questions',
  'startups/analytics',
  'users/feed',
]
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
/** The JSON routes of updates, questions, following and views, with the fields each reads. */
export const ENGAGEMENT_FIELDS: Record<string, string[]> = {
  'startups/postupdate': ['useruid', 'startupid', 'title', 'body'],
  'startups/ask': ['useruid', 'startupid', 'question'],
  'startups/answer': ['useruid', 'questionid', 'answer'],
  'startups/hidequestion': ['useruid', 'questionid'],
  'startups/view': ['startupid'],
  'users/follow': ['useruid', 'startupid', 'follow'],
}

/** One request of the corpus: a route (with its path parameter) and a JSON value or raw text. */
export interface FuzzRequest {
  method: 'GET' | 'POST'
  path: string
  json?: unknown
  raw?: string
}

/** Every kind of request the fuzz test sends, as one arbitrary. */
export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  body(['useruid', 'email', 'name', 'role', 'photoUrl']).map((json) => post('users/adduser', json)),
  body(['useruid', 'amount', 'startupid']).map((json) => post('payments/getotp', json)),
  body(['useruid', 'otp']).map((json) => post('payments/verifypayment', json)),
  ...Object.entries(ENGAGEMENT_FIELDS).map(([route, fields]) =>
    body(fields).map((json) => post(route, json)),
  ),
  fc
    .tuple(fc.constantFrom(...POST_ROUTES), rawBodies)
    .map(([route, raw]): FuzzRequest => ({ method: 'POST', path: route, raw })),
  fc.tuple(fc.constantFrom(...PATH_ROUTES), segment).map(([route, value]): FuzzRequest => ({
    method: 'GET',
    path: `${route}/${encodeURIComponent(value)}`,
  })),
)

function post(path: string, json: unknown): FuzzRequest {
  return { method: 'POST', path, json }
}
