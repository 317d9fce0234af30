import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_OPERATOR } from '@/domain/operating'
import { fuzzRequest, UID as FUZZER } from '@/contract/kit/fuzz-corpus'
import { formOf, startupForm } from '@/contract/kit/forms'
import { rawCall } from '@/contract/kit/raw-call'
import { tokenFor } from '@/contract/kit/tokens'
import { createTestBackend } from '@mocks/node'
import type { App } from '../src/app'
import type { Database } from '../src/db/database'
import { inMemoryApp } from './helpers'
import { startMailCatcher, type MailCatcher } from './mail-catcher'

/**
 * The demo backend and Seedling's server (PGlite) answer the same requests alike: the same
 * status and the same error `code`. Every request goes to both, in the same order, so both
 * hold the same accounts and startups at each step. A test that passes against the demo then
 * says something about the server, and the reverse.
 */

/** One request as the app would make it. `{startup}` in a path or a value is that backend's id. */
interface Request {
  method: 'GET' | 'POST'
  path: string
  /** Who signs the request (a demo token); none for an anonymous call. */
  as?: string
  /** A token sent as it is instead (forged, expired). */
  token?: string
  json?: unknown
  raw?: string
  form?: (startupId: string) => FormData
}

interface Answer {
  status: number
  code: string | undefined
  json: any
}

interface Side {
  name: string
  startupId: string
  send(request: Request): Promise<Answer>
}

const withStartup = (value: unknown, startupId: string): unknown =>
  JSON.parse(JSON.stringify(value ?? null).replaceAll('{startup}', startupId))

async function prepare(request: Request, startupId: string) {
  const token = request.token ?? (request.as ? await tokenFor(request.as) : undefined)
  return {
    path: request.path.replace('{startup}', startupId),
    token,
    json: request.json === undefined ? undefined : withStartup(request.json, startupId),
    raw: request.raw,
    form: request.form?.(startupId),
  }
}

const codeOf = (json: unknown) =>
  (json as { error?: { code?: string } } | undefined)?.error?.code ?? undefined

/** The demo's handlers under MSW in this process, as the browser's worker runs them. */
function demoSide(): Side & { close(): void } {
  const { server } = createTestBackend({ seed: false })
  server.listen({ onUnhandledFrame: 'error' })
  return {
    name: 'demo',
    startupId: '',
    async send(request) {
      const { path, ...init } = await prepare(request, this.startupId)
      const answer = await rawCall(`http://demo.invalid/api/${path}`, {
        method: request.method,
        ...init,
      })
      return { status: answer.status, code: codeOf(answer.json), json: answer.json }
    },
    close: () => server.close(),
  }
}

/**
 * Seedling's server on PGlite, reached with Fastify's inject (MSW in this process answers every
 * fetch to an /api path, so the server is not called over the network).
 */
function serverSide(app: App): Side {
  return {
    name: 'server',
    startupId: '',
    async send(request) {
      const { path, token, json, raw, form } = await prepare(request, this.startupId)
      const headers = new Headers()
      if (token) headers.set('Authorization', `Bearer ${token}`)
      let body: BodyInit | undefined
      if (form) body = form
      else if (raw !== undefined || json !== undefined) {
        headers.set('Content-Type', 'application/json')
        body = raw ?? JSON.stringify(json)
      }
      // A Request encodes the body as fetch would (multipart boundaries included).
      const encoded = new globalThis.Request('http://server.invalid/', {
        method: request.method,
        headers,
        body: body ?? null,
      })
      const answer = await app.inject({
        method: request.method,
        url: `/api/${path}`,
        headers: Object.fromEntries(encoded.headers),
        ...(body ? { payload: Buffer.from(await encoded.arrayBuffer()) } : {}),
      })
      let parsed: unknown
      try {
        parsed = JSON.parse(answer.body)
      } catch {
        parsed = undefined
      }
      return { status: answer.statusCode, code: codeOf(parsed), json: parsed }
    },
  }
}

const FOUNDER = 'diff-founder'
const NEW_FOUNDER = 'diff-founder-2'
const INVESTOR = 'diff-investor'
const UNREADY = 'diff-unready'
const user = (uid: string, role: string) => ({
  method: 'POST' as const,
  path: 'users/adduser',
  as: uid,
  json: { useruid: uid, email: `${uid}@example.com`, name: `Person ${uid}`, role, photoUrl: '' },
})

/** The accounts and the startup both backends hold before the comparison. */
const SETUP: Request[] = [
  user(FOUNDER, 'startup'),
  user(NEW_FOUNDER, 'startup'),
  user(INVESTOR, 'investor'),
  user(UNREADY, 'investor'),
  user(FUZZER, 'investor'),
  { method: 'POST', path: 'users/acknowledgerisk', as: INVESTOR, json: { useruid: INVESTOR } },
  { method: 'POST', path: 'users/acknowledgerisk', as: FUZZER, json: { useruid: FUZZER } },
]

const post = (path: string, as: string | undefined, json: unknown): Request => ({
  method: 'POST',
  path,
  as,
  json,
})
const get = (path: string, as?: string): Request => ({ method: 'GET', path, as })
const startupid = '{startup}'

/** Calls the contract refuses, each with the reason in its name. */
const REFUSED: [string, Request][] = [
  ['a record read without a token', get(`users/getuser/${INVESTOR}`)],
  ['a record read with a forged token', { ...get(`users/getuser/${INVESTOR}`), token: 'x.y.z' }],
  ["another user's record", get(`users/getuser/${INVESTOR}`, FOUNDER)],
  ['a second record for a user', user(INVESTOR, 'investor')],
  ['a record with an unknown role', user('diff-admin', 'admin')],
  ["a record naming the operator's role", user('diff-self-made-operator', 'operator')],
  ['the review queue without a token', get('operator/review')],
  ['the review queue for an investor', get('operator/review', INVESTOR)],
  ["the operators' record for a founder", get('operator/log', FOUNDER)],
  [
    'a founder approving their own startup',
    post(`operator/review/${startupid}/approve`, FOUNDER, {}),
  ],
  [
    'an investor sending a startup back',
    post(`operator/review/${startupid}/sendback`, INVESTOR, { reason: 'No' }),
  ],
  ['approving a live startup', post(`operator/review/${startupid}/approve`, DEMO_OPERATOR.uid, {})],
  [
    'sending back without a reason',
    post(`operator/review/${startupid}/sendback`, DEMO_OPERATOR.uid, { reason: ' ' }),
  ],
  [
    'a report with an unknown reason',
    post('users/report', INVESTOR, {
      useruid: INVESTOR,
      kind: 'startup',
      id: startupid,
      reason: 'dull',
    }),
  ],
  [
    'a report of nothing',
    post('users/report', INVESTOR, {
      useruid: INVESTOR,
      kind: 'question',
      id: 'diff-nothing',
      reason: 'spam',
    }),
  ],
  ['the report queue for a founder', get('operator/reports', FOUNDER)],
  [
    'an investor taking a startup down',
    post(`operator/reports/startup/${startupid}/hide`, INVESTOR, { reason: 'No' }),
  ],
  [
    'restoring a startup that is up',
    post(`operator/reports/startup/${startupid}/restore`, DEMO_OPERATOR.uid, { reason: 'Back' }),
  ],
  [
    'dismissing reports nobody made',
    post(`operator/reports/startup/${startupid}/dismiss`, DEMO_OPERATOR.uid, {}),
  ],
  [
    'taking down a thing of no kind',
    post(`operator/reports/comment/${startupid}/hide`, DEMO_OPERATOR.uid, { reason: 'No' }),
  ],
  ['the accounts page for an investor', get('operator/accounts', INVESTOR)],
  ['notifications without a token', get(`users/notifications/${INVESTOR}`)],
  ["another user's notifications", get(`users/notifications/${INVESTOR}`, FOUNDER)],
  [
    'marking no notification read',
    post('users/notifications/read', INVESTOR, { useruid: INVESTOR, ids: [] }),
  ],
  [
    "marking another user's notifications read",
    post('users/notifications/read', FOUNDER, { useruid: INVESTOR }),
  ],
  [
    'an investor suspending a founder',
    post(`operator/accounts/${FOUNDER}/suspend`, INVESTOR, { reason: 'No' }),
  ],
  [
    'a suspension without a reason',
    post(`operator/accounts/${INVESTOR}/suspend`, DEMO_OPERATOR.uid, { reason: ' ' }),
  ],
  [
    "suspending an operator's account",
    post(`operator/accounts/${DEMO_OPERATOR.uid}/suspend`, DEMO_OPERATOR.uid, { reason: 'x' }),
  ],
  [
    'lifting a suspension that is not there',
    post(`operator/accounts/${INVESTOR}/lift`, DEMO_OPERATOR.uid, { reason: 'Fine' }),
  ],
  [
    'suspending nobody',
    post('operator/accounts/diff-nobody/suspend', DEMO_OPERATOR.uid, { reason: 'x' }),
  ],
  [
    'a report of an answer not given',
    post('users/report', INVESTOR, {
      useruid: INVESTOR,
      kind: 'answer',
      id: 'diff-nothing',
      reason: 'abuse',
    }),
  ],
  [
    'resubmitting a startup never sent back',
    post('startups/resubmit', FOUNDER, { useruid: FOUNDER }),
  ],
  ['resubmitting without a startup', post('startups/resubmit', INVESTOR, { useruid: INVESTOR })],
  [
    'a record for someone else',
    post('users/adduser', 'diff-other', {
      useruid: 'diff-someone',
      email: 'diff-someone@example.com',
      name: 'Someone',
      role: 'investor',
      photoUrl: '',
    }),
  ],
  ['a founder acknowledging risks', post('users/acknowledgerisk', FOUNDER, { useruid: FOUNDER })],
  [
    'an investor publishing',
    { ...post('startups/create', INVESTOR, undefined), form: () => startupForm(INVESTOR) },
  ],
  [
    'a second startup',
    { ...post('startups/create', FOUNDER, undefined), form: () => startupForm(FOUNDER) },
  ],
  [
    'a startup sent as JSON',
    post('startups/create', NEW_FOUNDER, { useruid: NEW_FOUNDER, name: 'X' }),
  ],
  [
    'a logo that is no picture',
    {
      ...post('startups/create', NEW_FOUNDER, undefined),
      form: () =>
        startupForm(NEW_FOUNDER, {
          logo: new File(['not a picture'], 'logo.png', { type: 'image/png' }),
        }),
    },
  ],
  ['an invite link read by an investor', get(`startups/invite/${startupid}`, INVESTOR)],
  ["another user's push switches", get(`users/push/${INVESTOR}`, FOUNDER)],
  [
    'a push subscription without its keys',
    post('users/push/subscribe', INVESTOR, {
      useruid: INVESTOR,
      subscription: { endpoint: 'https://push.example/abc', keys: {} },
    }),
  ],
  [
    'a push switch nobody has',
    post('users/push/switches', INVESTOR, { useruid: INVESTOR, switches: { gossip: 'loud' } }),
  ],
  [
    'an investor making a startup invite-only',
    post('startups/invite', INVESTOR, { useruid: INVESTOR, startupid, inviteOnly: true }),
  ],
  [
    'invite-only as a word',
    post('startups/invite', FOUNDER, { useruid: FOUNDER, startupid, inviteOnly: 'yes' }),
  ],
  [
    'a startup with a kind of raise nobody offers',
    {
      ...post('startups/create', NEW_FOUNDER, undefined),
      form: () => startupForm(NEW_FOUNDER, { raiseKind: 'half-and-half' }),
    },
  ],
  [
    'a startup with funds of "0x10"',
    {
      ...post('startups/create', NEW_FOUNDER, undefined),
      form: () => startupForm(NEW_FOUNDER, { fundsRequired: '0x10' }),
    },
  ],
  [
    'a code for a startup that does not exist, risks not acknowledged',
    post('payments/getotp', UNREADY, {
      useruid: UNREADY,
      amount: 10_000,
      startupid: 'diff-nothing',
    }),
  ],
  [
    'a code with the risks not acknowledged',
    post('payments/getotp', UNREADY, { useruid: UNREADY, amount: 10_000, startupid }),
  ],
  [
    'a code for a startup that does not exist',
    post('payments/getotp', INVESTOR, {
      useruid: INVESTOR,
      amount: 10_000,
      startupid: 'diff-nothing',
    }),
  ],
  [
    'a code for a founder',
    post('payments/getotp', FOUNDER, { useruid: FOUNDER, amount: 10_000, startupid }),
  ],
  [
    'a code for nothing',
    post('payments/getotp', INVESTOR, { useruid: INVESTOR, amount: 0, startupid }),
  ],
  [
    'a code for a string amount',
    post('payments/getotp', INVESTOR, { useruid: INVESTOR, amount: '0x10', startupid }),
  ],
  [
    'a code for more than is left',
    post('payments/getotp', INVESTOR, { useruid: INVESTOR, amount: 900_000_000, startupid }),
  ],
  [
    'a code for someone else',
    post('payments/getotp', INVESTOR, { useruid: UNREADY, amount: 10_000, startupid }),
  ],
  [
    'a payment with no code asked',
    post('payments/verifypayment', INVESTOR, { useruid: INVESTOR, otp: '123456' }),
  ],
  [
    'a code of letters',
    post('payments/verifypayment', INVESTOR, { useruid: INVESTOR, otp: 'abcdef' }),
  ],
  [
    'cancelling a payment that does not exist',
    post('payments/cancel', INVESTOR, { useruid: INVESTOR, paymentid: 'diff-nothing' }),
  ],
  [
    'cancelling with a number for an id',
    post('payments/cancel', INVESTOR, { useruid: INVESTOR, paymentid: 7 }),
  ],
  ["another investor's payments", get(`payments/history/${INVESTOR}`, UNREADY)],
  [
    'an update from an investor',
    post('startups/postupdate', INVESTOR, {
      useruid: INVESTOR,
      startupid,
      title: 'News',
      body: 'Some news for you',
    }),
  ],
  [
    "an update on another founder's startup",
    post('startups/postupdate', NEW_FOUNDER, {
      useruid: NEW_FOUNDER,
      startupid,
      title: 'News',
      body: 'Some news',
    }),
  ],
  [
    'an update without a title',
    post('startups/postupdate', FOUNDER, {
      useruid: FOUNDER,
      startupid,
      title: '',
      body: 'Some news',
    }),
  ],
  ['the updates of a startup that does not exist', get('startups/updates/diff-nothing', INVESTOR)],
  [
    'a question from a founder',
    post('startups/ask', FOUNDER, {
      useruid: FOUNDER,
      startupid,
      question: 'How do you make money?',
    }),
  ],
  [
    'a question too short',
    post('startups/ask', INVESTOR, { useruid: INVESTOR, startupid, question: 'Why?' }),
  ],
  [
    'a question to a startup that does not exist',
    post('startups/ask', INVESTOR, {
      useruid: INVESTOR,
      startupid: 'diff-nothing',
      question: 'How do you make money?',
    }),
  ],
  [
    'an answer to no question',
    post('startups/answer', FOUNDER, {
      useruid: FOUNDER,
      questionid: 'diff-nothing',
      answer: 'We sell.',
    }),
  ],
  [
    'hiding no question',
    post('startups/hidequestion', FOUNDER, { useruid: FOUNDER, questionid: 'diff-nothing' }),
  ],
  [
    'hiding a question as an investor',
    post('startups/hidequestion', INVESTOR, { useruid: INVESTOR, questionid: 'diff-nothing' }),
  ],
  [
    'following a startup that does not exist',
    post('users/follow', INVESTOR, { useruid: INVESTOR, startupid: 'diff-nothing', follow: true }),
  ],
  [
    'following as a founder',
    post('users/follow', FOUNDER, { useruid: FOUNDER, startupid, follow: true }),
  ],
  [
    'following with a string',
    post('users/follow', INVESTOR, { useruid: INVESTOR, startupid, follow: 'yes' }),
  ],
  ["another investor's feed", get(`users/feed/${INVESTOR}`, FOUNDER)],
  ["another founder's analytics", get('startups/analytics/{startup}', NEW_FOUNDER)],
  ['analytics for an investor', get('startups/analytics/{startup}', INVESTOR)],
  [
    'a view of a startup that does not exist',
    post('startups/view', undefined, { startupid: 'diff-nothing' }),
  ],
  [
    "an edit of another founder's startup",
    {
      ...post('startups/edit', NEW_FOUNDER, undefined),
      form: (id) => formOf({ useruid: NEW_FOUNDER, startupid: id, slogan: 'Taken over' }),
    },
  ],
  [
    'an edit sent as JSON',
    post('startups/edit', FOUNDER, { useruid: FOUNDER, startupid, slogan: 'New' }),
  ],
  ['a file that does not exist', get('files/diff-nothing')],
  [
    'a body that is not JSON',
    { ...post('payments/getotp', INVESTOR, undefined), raw: '{"useruid":' },
  ],
  [
    'a body that is not JSON, without a token',
    { ...post('payments/getotp', undefined, undefined), raw: '{"useruid":' },
  ],
  [
    'a body its schema refuses, without a token',
    post('payments/getotp', undefined, { useruid: INVESTOR, amount: 'lots' }),
  ],
  [
    'a __proto__ key, without a token',
    { ...post('users/acknowledgerisk', undefined, undefined), raw: '{"__proto__":{}}' },
  ],
  [
    'a NUL in a value, with a field the schema refuses',
    post('startups/ask', INVESTOR, { useruid: INVESTOR, startupid: 'a\u0000', question: 'Why?' }),
  ],
  ['no body at all', post('users/acknowledgerisk', INVESTOR, undefined)],
  ['no body at all, without a token', post('payments/getotp', undefined, undefined)],
  [
    'a startup as malformed JSON, without a token',
    { ...post('startups/create', undefined, undefined), raw: '{"name":' },
  ],
  ['a route the contract does not have', get('diff/nothing', INVESTOR)],
]

let mail: MailCatcher
let database: Database
let app: App
let demo: ReturnType<typeof demoSide>
let sides: Side[]

beforeAll(async () => {
  mail = await startMailCatcher()
  // Thousands of calls from one address: the flood guard is not what is compared here.
  ;({ app, database } = await inMemoryApp(mail, { RATE_LIMIT_PER_MINUTE: '1000000' }))
  await app.ready()
  demo = demoSide()
  sides = [demo, serverSide(app)]
  for (const request of SETUP)
    for (const side of sides) {
      const answer = await side.send(request)
      if (answer.status >= 300)
        throw new Error(`${side.name}: ${request.path} as ${request.as}: ${answer.status}`)
    }
  for (const side of sides) {
    const form = startupForm(FOUNDER)
    const created = await side.send({
      ...post('startups/create', FOUNDER, undefined),
      form: () => form,
    })
    if (created.status !== 201) throw new Error(`${side.name}: create: ${created.status}`)
    side.startupId = created.json.data._id
    // Live, as investors find it: the demo's operator approves it on each side.
    const approved = await side.send(
      post(`operator/review/${startupid}/approve`, DEMO_OPERATOR.uid, {}),
    )
    if (approved.status !== 200) throw new Error(`${side.name}: approve: ${approved.status}`)
  }
}, 60_000)

afterAll(async () => {
  demo?.close()
  await app?.close()
  await database?.close()
  await mail?.close()
})

/** Sends each request to both sides and lists where they differ. */
async function compare(requests: [string, Request][]) {
  const differences: string[] = []
  const answers: Answer[][] = []
  for (const [label, request] of requests) {
    const [fromDemo, fromServer] = await Promise.all(sides.map((side) => side.send(request)))
    answers.push([fromDemo!, fromServer!])
    if (fromDemo!.status !== fromServer!.status || fromDemo!.code !== fromServer!.code)
      differences.push(
        `${label}: demo ${fromDemo!.status} ${fromDemo!.code ?? ''}, server ${fromServer!.status} ${fromServer!.code ?? ''}`,
      )
  }
  return { differences, answers }
}

describe('the demo and the server answer alike', () => {
  it('both have the startup to compare on', () => {
    for (const side of sides) expect(side.startupId, side.name).toMatch(/\S/)
  })

  it('every call the contract refuses: the same status and the same code', async () => {
    const { differences, answers } = await compare(REFUSED)
    expect(differences).toEqual([])
    // Each is refused (a 4xx with a code), so agreeing means agreeing on a refusal.
    for (const [index, pair] of answers.entries())
      for (const answer of pair) {
        expect(answer.status, REFUSED[index]![0]).toBeGreaterThanOrEqual(400)
        expect(answer.status, REFUSED[index]![0]).toBeLessThan(500)
        expect(answer.code, REFUSED[index]![0]).toEqual(expect.any(String))
      }
  })

  it('a fixed sample of the fuzz corpus: the same status and the same code', async () => {
    const sample = fc.sample(fuzzRequest, { seed: 20_261_125, numRuns: 2_000 })
    const requests = sample.map((request): [string, Request] => [
      `${request.method} ${request.path.slice(0, 80)} ${JSON.stringify(request.json ?? request.raw ?? '').slice(0, 120)}`,
      { ...request, as: FUZZER },
    ])
    const { differences } = await compare(requests)
    expect(differences).toEqual([])
  }, 120_000)
})
