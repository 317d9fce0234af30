import { DEMO_OPERATOR } from '@/domain/operating'
import { signDemoToken } from '@/auth/demo-token'
import { startupDataResponseSchema } from '@/domain/startup'
import { getUserResponseSchema } from '@/domain/user'
import { startupForm } from './kit/forms'
import { call, type Caller, postAs } from './calls'
import { expectShape, expectStatus } from './expect-answer'
import {
  createAccount,
  setEmailVerified,
  signInWithPassword,
} from '../../scripts/emulator-accounts'

/**
 * What the contract suite makes on the server under test, through the contract itself: callers,
 * users with a role, startups and investments.
 */

const EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST

let count = 0

const PASSWORD = 'contract-pass-1'

/**
 * A new signed-in person: a Firebase Auth emulator account when FIREBASE_AUTH_EMULATOR_HOST is
 * set (the server must then verify emulator tokens), otherwise a demo-token identity. Their
 * e-mail address is verified, as its owner opening the provider's link makes it, unless
 * `verified` is false.
 */
export async function newCaller(label: string, { verified = true } = {}): Promise<Caller> {
  count += 1
  // The process's id too: two runs of the suite (one per store) share one Auth emulator.
  const email = `${label}.${Date.now().toString(36)}${count}.${process.pid}@contract.example.com`
  if (EMULATOR) {
    // Made as firebase-admin's createUser makes an account, its address's flag set at once;
    // then signed in (two calls to the emulator, not a sign-up, an update and a sign-in).
    const uid = await createAccount({ email, password: PASSWORD, emailVerified: verified })
    return { uid, email, token: await signIn(email) }
  }
  const uid = `contract-${label}-${Date.now().toString(36)}-${count}`
  return withVerifiedEmail({ uid, email, token: '' }, verified)
}

/**
 * The same person with a new token that says their address is `verified` or not: on the
 * emulator, the account's flag set as its admin API sets it, then a new sign-in.
 */
export async function withVerifiedEmail(caller: Caller, verified: boolean): Promise<Caller> {
  if (EMULATOR) {
    await setEmailVerified(caller.uid, verified)
    return { ...caller, token: await signIn(caller.email) }
  }
  const now = Date.now()
  const token = await signDemoToken({
    uid: caller.uid,
    email: caller.email,
    name: caller.email.split('@')[0]!,
    iat: now,
    exp: now + 3_600_000,
    ...(verified ? {} : { emailVerified: false }),
  })
  return { ...caller, token }
}

/** A new ID token for the account (emulator accounts share the suite's password). */
async function signIn(email: string) {
  return (await signInWithPassword(email, PASSWORD)).token
}

/** Whether the server under test has the risk check, once a record has said. */
let asksRisks: boolean | undefined

/**
 * The risk check (optional extension): on a server that answers `riskAcknowledgedAt`, the
 * investor acknowledges the risks, as the app asks before a first investment. Whether the
 * server has it, as the app tells (from the first investor's record; a server has it for all).
 */
export async function acknowledgeRisksIfAsked(investor: Caller): Promise<boolean> {
  if (asksRisks === undefined) {
    const record = await call('GET', `users/getuser/${investor.uid}`, { token: investor.token })
    expectStatus(record, 200)
    asksRisks = 'riskAcknowledgedAt' in (record.body ?? {})
  }
  if (!asksRisks) return false
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

/**
 * A startup published by `founder` (the harness's valid form, named `name` and a suffix of the
 * founder's uid); its id.
 */
export async function newStartup(founder: Caller, name: string): Promise<string> {
  const created = await call('POST', 'startups/create', {
    token: founder.token,
    form: startupForm(founder.uid, { name: `${name} ${founder.uid.slice(-6)}` }),
  })
  expectStatus(created, 200, 201)
  return listed(created.body as { data: { _id: string; listing?: string } })
}

/**
 * The id of a startup just publicised, live: on a server whose operators review listings
 * (optional extension), an operator approves it first, as investors only see it then.
 */
export async function listed(created: { data: { _id: string; listing?: string } }) {
  if (created.data.listing === 'in_review')
    expectStatus(
      await postAs(await operator(), `operator/review/${created.data._id}/approve`, {}),
      200,
    )
  return created.data._id
}

let operatorCaller: Promise<Caller> | undefined

/**
 * One of the server's operators (optional extension): nobody can make themselves one, so the
 * server under test has one appointed before the suite: CONTRACT_OPERATOR_EMAIL and
 * CONTRACT_OPERATOR_PASSWORD name its emulator account (scripts/remote-suite.mjs grants it with
 * `server:operator`); without them, the demo's operator account (a demo token).
 */
export function operator(): Promise<Caller> {
  return (operatorCaller ??= (async () => {
    const email = process.env.CONTRACT_OPERATOR_EMAIL
    if (EMULATOR && email) {
      const password = process.env.CONTRACT_OPERATOR_PASSWORD ?? PASSWORD
      return { ...(await signInWithPassword(email, password)), email }
    }
    const now = Date.now()
    const token = await signDemoToken({
      uid: DEMO_OPERATOR.uid,
      email: DEMO_OPERATOR.email,
      name: DEMO_OPERATOR.name,
      iat: now,
      exp: now + 3_600_000,
    })
    return { uid: DEMO_OPERATOR.uid, email: DEMO_OPERATOR.email, token }
  })())
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

/**
 * An investment of `amount` in `startupId` through the code the server sends, by `investor` or
 * a new one.
 */
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
