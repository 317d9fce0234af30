import { describe, expect, it } from 'vitest'
import { inviteResponseSchema } from '@/domain/invite'
import {
  explorePageSchema,
  exploreResponseSchema,
  startupDataResponseSchema,
} from '@/domain/startup'
import { call, postAs, type Caller } from './calls'
import { expectClientError, expectShape, expectStatus } from './expect-answer'
import { newUser, startupData } from './people'
import { forStartupExtension } from './target'

/**
 * Invite-only, an optional extension: POST startups/invite { useruid, startupid, inviteOnly?,
 * rotate? } and GET startups/invite/{id}, for the startup's founder only, answer { inviteOnly,
 * code }; an invite-only startup is left out of explore (every form of it) and answered by
 * GET startups/data/{id} only with `?invite={code}`, to its founder, the operators and investors
 * with a payment standing; POST payments/getotp takes `invite` and is a 404 without it. A new
 * code (rotate) stops the old one; payments made before stand.
 */

const suite = forStartupExtension('invite-only', 'Hidden Halwa', 'inviteOnly')

const setInvite = (json: Record<string, unknown>) =>
  postAs(suite.founder, 'startups/invite', { startupid: suite.startupId, ...json })

const read = async (query = '', caller?: Caller) =>
  expectShape(
    await call('GET', `startups/data/${suite.startupId}${query}`, { token: caller?.token }),
    startupDataResponseSchema,
  ).data

const inExplore = async () => {
  const every = expectShape(await call('GET', 'startups/explore'), exploreResponseSchema).message
  const { name } = (await read('', suite.founder))[0]!
  const page = expectShape(
    await call('GET', `startups/explore?limit=100&q=${encodeURIComponent(name)}`),
    explorePageSchema,
  ).message
  return [every, page].map((list) => list.some((s) => s._id === suite.startupId))
}

/** Asks for a code as `investor`, with `invite` when given: the answer's status. */
const askCode = async (investor: Caller, invite?: string) =>
  (
    await postAs(investor, 'payments/getotp', {
      amount: 100,
      startupid: suite.startupId,
      ...(invite ? { invite } : {}),
    })
  ).status

describe('invite-only (optional extension)', () => {
  it('is off for a new startup, and only its founder reads or changes it', async () => {
    expect((await startupData(suite.startupId)).inviteOnly).toBe(false)
    const state = expectShape(
      await call('GET', `startups/invite/${suite.startupId}`, { token: suite.founder.token }),
      inviteResponseSchema,
    )
    expect(state).toEqual({ inviteOnly: false, code: null })
    const stranger = await newUser('invite-stranger', 'investor')
    expectClientError(
      await call('GET', `startups/invite/${suite.startupId}`, { token: stranger.token }),
      403,
    )
    expectClientError(
      await postAs(stranger, 'startups/invite', { startupid: suite.startupId, inviteOnly: true }),
      403,
    )
    expectClientError(await setInvite({ inviteOnly: 'yes' }), 422)
    expectClientError(
      await postAs(suite.founder, 'startups/invite', { startupid: 'no-such-startup' }),
      404,
    )
  })

  it('hides it from explore and from anyone without the link; with it an investor invests', async () => {
    const on = expectShape(await setInvite({ inviteOnly: true }), inviteResponseSchema)
    expect(on.inviteOnly).toBe(true)
    expect(on.code).toMatch(/^[A-Za-z0-9_-]{16,64}$/)
    expect(await inExplore()).toEqual([false, false])

    const investor = await newUser('invite-holder', 'investor')
    expect(await read()).toEqual([])
    expect(await read('', investor)).toEqual([])
    expect(await read('?invite=not-the-code-at-all', investor)).toEqual([])
    expect(await askCode(investor)).toBe(404)
    // The founder reads it without the link.
    expect(await read('', suite.founder)).toHaveLength(1)

    const [withLink] = await read(`?invite=${on.code}`)
    expect(withLink).toMatchObject({ _id: suite.startupId, inviteOnly: true })
    expect(await askCode(investor, on.code!)).toBe(200)
  })

  it('a new link stops the old one; an investor already in still reads it', async () => {
    const { code: old } = expectShape(
      await call('GET', `startups/invite/${suite.startupId}`, { token: suite.founder.token }),
      inviteResponseSchema,
    )
    // An investor pays through the current link.
    const paid = await newUser('invite-paid', 'investor')
    const sent = suite.target.sent()
    expectStatus(
      await postAs(paid, 'payments/getotp', {
        amount: 250,
        startupid: suite.startupId,
        invite: old,
      }),
      200,
    )
    const otp = await suite.target.codeFor(paid, sent)
    expectStatus(await postAs(paid, 'payments/verifypayment', { otp }), 201)

    const rotated = expectShape(await setInvite({ rotate: true }), inviteResponseSchema)
    expect(rotated.inviteOnly).toBe(true)
    expect(rotated.code).not.toBe(old)
    expect(await read(`?invite=${old}`)).toEqual([])
    expect(await read(`?invite=${rotated.code}`)).toHaveLength(1)
    const late = await newUser('invite-late', 'investor')
    expect(await askCode(late, old!)).toBe(404)
    expect(await askCode(late, rotated.code!)).toBe(200)
    // The investor already in reads it, and may add to what they put in, without a link.
    expect(await read('', paid)).toHaveLength(1)
    expect(await askCode(paid)).toBe(200)

    // Off again: back in explore, readable by anyone.
    expectStatus(await setInvite({ inviteOnly: false }), 200)
    expect(await inExplore()).toEqual([true, true])
    expect(await read()).toHaveLength(1)
  })
})
