import { expect } from 'vitest'
import type { z } from '@/domain/zod'
import { signDemoToken } from '@/auth/demo-token'
import { startupDataResponseSchema } from '@/domain/startup'
import { getUserResponseSchema } from '@/domain/user'
import { rawCall } from '../test/raw-call'
import { startupForm } from '../test/harness'

/** Where the server under test lives: API_URL (e.g. http://127.0.0.1:5000), /api appended. */
export const API = `${(process.env.API_URL ?? 'http://127.0.0.1:5000').replace(/\/+$/, '')}/api`
const EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST

export interface Caller {
  uid: string
  email: string
  token: string
}

let count = 0

/**
 * A new signed-in person: a Firebase Auth emulator account when FIREBASE_AUTH_EMULATOR_HOST is
 * set (the server must then verify emulator tokens), otherwise a demo-token identity.
 */
export async function newCaller(label: string): Promise<Caller> {
  count += 1
  const email = `${label}.${Date.now().toString(36)}${count}@contract.example.com`
  if (EMULATOR) {
    const account = { email, password: 'contract-pass-1', returnSecureToken: true }
    await emulatorAccounts('signUp', account)
    // Signed in anew: the emulator's sign-up token can come out revoked. It stamps the sign-in
    // time before the password's "tokens valid since" and floors both to seconds, so a second
    // that ticks in between (a busy machine) gives a token that firebase-admin refuses.
    const body = await emulatorAccounts('signInWithPassword', account)
    return { uid: body.localId, email, token: body.idToken }
  }
  const uid = `contract-${label}-${Date.now().toString(36)}-${count}`
  const now = Date.now()
  return {
    uid,
    email,
    token: await signDemoToken({ uid, email, name: label, iat: now, exp: now + 3_600_000 }),
  }
}

/** A call to the Auth emulator's accounts API; its refusal is the test's failure, said plainly. */
async function emulatorAccounts(operation: string, body: object) {
  const response = await fetch(
    `http://${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:${operation}?key=demo-api-key`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  )
  if (!response.ok)
    throw new Error(
      `the Auth emulator refused ${operation}: ${response.status} ${await response.text()}`,
    )
  return (await response.json()) as { idToken: string; localId: string }
}

/** The same token with its claims tampered with: any real server must refuse it. */
export function forged(token: string): string {
  const parts = token.split('.')
  const i = parts.length === 3 ? 1 : 0
  const claims = parts[i] ?? ''
  parts[i] = claims.slice(0, -4) + (claims.endsWith('AAAA') ? 'BBBB' : 'AAAA')
  return parts.join('.')
}

export interface Answer {
  status: number
  body: any
  text: string
  headers: Headers
  label: string
}

/** One call to the server under test; never throws on a 4xx or 5xx. */
export async function call(
  method: 'GET' | 'POST',
  path: string,
  init: { token?: string | undefined; json?: unknown; form?: FormData; raw?: string } = {},
): Promise<Answer> {
  const label = `${method} ${path}`
  try {
    const answer = await rawCall(`${API}/${path}`, { ...init, method })
    return {
      status: answer.status,
      body: answer.json,
      text: answer.text,
      headers: answer.headers,
      label,
    }
  } catch (error) {
    throw new Error(
      `${label}: the server at ${API} could not be reached (${(error as Error).message})`,
      { cause: error },
    )
  }
}

/** A POST as `caller`: their token, and their uid as `useruid` unless `json` names another. */
export const postAs = (caller: Caller, path: string, json: Record<string, unknown> = {}) =>
  call('POST', path, { token: caller.token, json: { useruid: caller.uid, ...json } })

/** Fails with the route, the expected and actual status and the body, so a break is readable. */
export function expectStatus(answer: Answer, ...expected: number[]) {
  if (!expected.includes(answer.status)) {
    throw new Error(
      `${answer.label} answered ${answer.status}, the contract says ${expected.join(' or ')}.\nBody: ${answer.text.slice(0, 500) || '(empty)'}`,
    )
  }
}

/** Fails with each schema problem spelled out when the body does not have the contract's shape. */
export function expectShape<S extends z.ZodType>(answer: Answer, schema: S): z.infer<S> {
  const result = schema.safeParse(answer.body)
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  - ${issue.path.join('.') || '(body)'}: ${issue.message}`)
      .join('\n')
    throw new Error(
      `${answer.label} answered a body that breaks the contract:\n${problems}\nBody: ${answer.text.slice(0, 500)}`,
    )
  }
  return result.data
}

/** A 4xx answer with the contract's JSON error body. */
export function expectClientError(answer: Answer, ...expected: number[]) {
  expectStatus(answer, ...expected)
  expect(answer.body?.error?.code, `${answer.label} must answer a JSON error with a code`).toEqual(
    expect.any(String),
  )
  expect(
    answer.body?.error?.message,
    `${answer.label} must answer a JSON error with a message`,
  ).toEqual(expect.any(String))
}

/**
 * The risk check (optional extension): on a server that answers `riskAcknowledgedAt`, the
 * investor acknowledges the risks, as the app asks before a first investment. Whether the
 * server has it, as the app tells.
 */
export async function acknowledgeRisksIfAsked(investor: Caller): Promise<boolean> {
  const record = await call('GET', `users/getuser/${investor.uid}`, { token: investor.token })
  expectStatus(record, 200)
  if (!('riskAcknowledgedAt' in (record.body ?? {}))) return false
  expectStatus(await postAs(investor, 'users/acknowledgerisk'), 200)
  return true
}

/**
 * A new caller with a record of the given role. An investor has acknowledged the risks where
 * the server asks for it, unless `acknowledgeRisks` is false.
 */
export async function newUser(
  label: string,
  role: 'investor' | 'startup',
  { acknowledgeRisks = true } = {},
): Promise<Caller> {
  const caller = await newCaller(label)
  expectStatus(
    await postAs(caller, 'users/adduser', { email: caller.email, name: label, role, photoUrl: '' }),
    200,
    201,
  )
  if (role === 'investor' && acknowledgeRisks) await acknowledgeRisksIfAsked(caller)
  return caller
}

/** A startup published by `founder` (the harness's valid form, named `name` and a suffix of the founder's uid); its id. */
export async function newStartup(founder: Caller, name: string): Promise<string> {
  const created = await call('POST', 'startups/create', {
    token: founder.token,
    form: startupForm(founder.uid, { name: `${name} ${founder.uid.slice(-6)}` }),
  })
  expectStatus(created, 200, 201)
  return (created.body as { data: { _id: string } }).data._id
}

/** GET startups/data/{id}: the startup, in the contract's shape. */
export async function startupData(startupId: string) {
  return expectShape(await call('GET', `startups/data/${startupId}`), startupDataResponseSchema)
    .data[0]!
}

/** GET users/getuser/{uid}, as that user: their record, in the contract's shape. */
export async function userRecord(caller: Caller) {
  return expectShape(
    await call('GET', `users/getuser/${caller.uid}`, { token: caller.token }),
    getUserResponseSchema,
  )
}

/** How the suite reads a one-time code the server sent (see target.ts). */
interface CodeReader {
  sent(): number
  codeFor(caller: Caller, since: number): Promise<string>
}

/** An investment of `amount` in `startupId` through the code the server sends, by `investor` or a new one. */
export async function investIn(
  target: CodeReader,
  startupId: string,
  label: string,
  amount: number,
  investor?: Caller,
) {
  const payer = investor ?? (await newUser(label, 'investor'))
  const sent = target.sent()
  expectStatus(await postAs(payer, 'payments/getotp', { amount, startupid: startupId }), 200)
  const otp = await target.codeFor(payer, sent)
  const paid = await postAs(payer, 'payments/verifypayment', { otp })
  expectStatus(paid, 200, 201)
  return { investor: payer, paymentId: (paid.body as { data: { _id: string } }).data._id }
}

/**
 * A protected route must refuse no token (401), a forged token (401) and another user's valid
 * token (the `stranger`'s: 403). `make` calls it as `owner` with the token given.
 */
export async function expectGuardedFrom(
  stranger: Caller,
  make: (token: string | undefined) => Promise<Answer>,
  owner: Caller,
) {
  expectClientError(await make(undefined), 401)
  expectClientError(await make(forged(owner.token)), 401)
  expectClientError(await make(stranger.token), 403)
}
