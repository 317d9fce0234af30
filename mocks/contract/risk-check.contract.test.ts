import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acknowledgeRiskResponseSchema, getUserResponseSchema } from '@/domain/user'
import { startupForm } from '../test/harness'
import {
  call,
  expectClientError,
  expectShape,
  expectStatus,
  forged,
  newCaller,
  type Caller,
} from './contract-client'
import { startTarget } from './target'

/**
 * The risk check, an optional extension: users/getuser answers `riskAcknowledgedAt` (null
 * until the investor acknowledges), POST users/acknowledgerisk records it with its time, and
 * payments/getotp refuses an investor who has not acknowledged (409 risk_not_acknowledged).
 * A server without it never answers `riskAcknowledgedAt`. (Asking again after 12 months needs
 * a clock the suite cannot move: the backends' own tests check it.)
 */

let target: Awaited<ReturnType<typeof startTarget>>
let startupId: string

async function person(label: string, role: 'investor' | 'startup') {
  const caller = await newCaller(label)
  expectStatus(
    await call('POST', 'users/adduser', {
      token: caller.token,
      json: { useruid: caller.uid, email: caller.email, name: label, role, photoUrl: '' },
    }),
    200,
    201,
  )
  return caller
}

const record = async (caller: Caller) =>
  expectShape(
    await call('GET', `users/getuser/${caller.uid}`, { token: caller.token }),
    getUserResponseSchema,
  )

const acknowledge = (caller: Caller, token = caller.token) =>
  call('POST', 'users/acknowledgerisk', { token, json: { useruid: caller.uid } })

const askCode = (caller: Caller) =>
  call('POST', 'payments/getotp', {
    token: caller.token,
    json: { useruid: caller.uid, amount: 1_000, startupid: startupId },
  })

beforeAll(async () => {
  target = await startTarget()
  const founder = await person('risk-founder', 'startup')
  const created = await call('POST', 'startups/create', {
    token: founder.token,
    form: startupForm(founder.uid, { name: `Risky Rotis ${founder.uid.slice(-6)}` }),
  })
  expectStatus(created, 200, 201)
  startupId = (created.body as { data: { _id: string } }).data._id
  const probe = await person('risk-probe', 'investor')
  if (!('riskAcknowledgedAt' in (await record(probe))))
    throw new Error('This server has no risk check: these checks do not apply')
})

afterAll(async () => {
  await target?.stop()
})

describe('risk check (optional extension)', () => {
  it('a new investor has not acknowledged, and gets no code until they do', async () => {
    const investor = await person('risk-new', 'investor')
    expect((await record(investor)).riskAcknowledgedAt).toBeNull()
    const refused = await askCode(investor)
    expectClientError(refused, 409)
    expect(refused.body.error.code).toBe('risk_not_acknowledged')

    const before = Date.now()
    const acknowledged = expectShape(await acknowledge(investor), acknowledgeRiskResponseSchema)
    const at = Date.parse(acknowledged.riskAcknowledgedAt)
    // Recorded with the server's time of the acknowledgement (a minute's clock skew allowed).
    expect(Math.abs(at - before)).toBeLessThan(60_000)
    expect(Date.parse((await record(investor)).riskAcknowledgedAt!)).toBe(at)
    expectStatus(await askCode(investor), 200)
  })

  it('an acknowledgement is kept per user: another investor is still asked', async () => {
    const first = await person('risk-first', 'investor')
    const second = await person('risk-second', 'investor')
    expectStatus(await acknowledge(first), 200)
    expect((await record(second)).riskAcknowledgedAt).toBeNull()
    expectClientError(await askCode(second), 409)
  })

  it('is guarded like every route, and only investors acknowledge', async () => {
    const investor = await person('risk-guard', 'investor')
    const stranger = await newCaller('risk-stranger')
    expectClientError(
      await call('POST', 'users/acknowledgerisk', { json: { useruid: investor.uid } }),
      401,
    )
    expectClientError(await acknowledge(investor, forged(investor.token)), 401)
    expectClientError(await acknowledge(investor, stranger.token), 403)
    const founder = await person('risk-founder-2', 'startup')
    expectClientError(await acknowledge(founder), 403)
    for (const json of [{}, { useruid: 5 }, 'not json'])
      expectClientError(
        await call('POST', 'users/acknowledgerisk', { token: investor.token, json }),
        400,
        403,
        422,
      )
  })
})
