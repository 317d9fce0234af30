import { describe, expect, it } from 'vitest'
import { acknowledgeRiskResponseSchema } from '@/domain/user'
import { call, type Caller, postAs } from './calls'
import { expectClientError, expectGuardedFrom, expectShape, expectStatus } from './expect-answer'
import { newCaller, newStartup, newUser, userRecord } from './people'
import { forExtension } from './target'

/**
 * The risk check, an optional extension: users/getuser answers `riskAcknowledgedAt` (null
 * until the investor acknowledges), POST users/acknowledgerisk records it with its time, and
 * payments/getotp refuses an investor who has not acknowledged (409 risk_not_acknowledged).
 * A server without it never answers `riskAcknowledgedAt`. (Asking again after 12 months needs
 * a clock the suite cannot move: the backends' own tests check it.)
 */

let startupId: string

/** A new user; investors here have not acknowledged anything yet. */
const person = (label: string, role: 'investor' | 'startup') =>
  newUser(label, role, { acknowledgeRisks: false })

const acknowledge = (caller: Caller) => postAs(caller, 'users/acknowledgerisk')

const askCode = (caller: Caller) =>
  postAs(caller, 'payments/getotp', { amount: 1_000, startupid: startupId })

forExtension('risk check', async () => {
  startupId = await newStartup(await person('risk-founder', 'startup'), 'Risky Rotis')
  return 'riskAcknowledgedAt' in (await userRecord(await person('risk-probe', 'investor')))
})

describe('risk check (optional extension)', () => {
  it('a new investor has not acknowledged, and gets no code until they do', async () => {
    const investor = await person('risk-new', 'investor')
    expect((await userRecord(investor)).riskAcknowledgedAt).toBeNull()
    const refused = await askCode(investor)
    expectClientError(refused, 409)
    expect(refused.body.error.code).toBe('risk_not_acknowledged')

    const before = Date.now()
    const acknowledged = expectShape(await acknowledge(investor), acknowledgeRiskResponseSchema)
    const at = Date.parse(acknowledged.riskAcknowledgedAt)
    // Recorded with the server's time of the acknowledgement (a minute's clock skew allowed).
    expect(Math.abs(at - before)).toBeLessThan(60_000)
    expect(Date.parse((await userRecord(investor)).riskAcknowledgedAt!)).toBe(at)
    expectStatus(await askCode(investor), 200)
  })

  it('a startup that does not exist is a 404 before the risks are asked about', async () => {
    const investor = await person('risk-lost', 'investor')
    const refused = await postAs(investor, 'payments/getotp', {
      amount: 1_000,
      startupid: 'no-such-startup',
    })
    expectClientError(refused, 404)
    expect(refused.body.error.code).toBe('startup_not_found')
  })

  it('an acknowledgement is kept per user: another investor is still asked', async () => {
    const first = await person('risk-first', 'investor')
    const second = await person('risk-second', 'investor')
    expectStatus(await acknowledge(first), 200)
    expect((await userRecord(second)).riskAcknowledgedAt).toBeNull()
    expectClientError(await askCode(second), 409)
  })

  it('is guarded like every route, and only investors acknowledge', async () => {
    const investor = await person('risk-guard', 'investor')
    await expectGuardedFrom(
      await newCaller('risk-stranger'),
      (token) => call('POST', 'users/acknowledgerisk', { token, json: { useruid: investor.uid } }),
      investor,
    )
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
