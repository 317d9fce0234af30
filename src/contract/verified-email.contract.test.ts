import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMAIL_NOT_VERIFIED } from '@/domain/user'
import { call, postAs } from './calls'
import { expectClientError, expectStatus } from './expect-answer'
import { newCaller, newStartup, newUser, withVerifiedEmail } from './people'
import { startTarget } from './target'

/**
 * Anyone can make an identity-provider account with somebody else's address. Until its owner
 * opens the link the provider sent there, that address gets no record (users/adduser) and no
 * one-time code (payments/getotp): 403 email_not_verified, and nothing is kept.
 */
let target: Awaited<ReturnType<typeof startTarget>>

beforeAll(async () => {
  target = await startTarget()
})

afterAll(async () => {
  await target?.stop()
})

describe('an e-mail address its owner has not verified', () => {
  it('makes no record: users/adduser is a 403, and the same person may add it once verified', async () => {
    const unverified = await newCaller('unverified-adduser', { verified: false })
    const input = { email: unverified.email, name: 'Not Yet', role: 'investor', photoUrl: '' }
    const refused = await postAs(unverified, 'users/adduser', input)
    expectClientError(refused, 403)
    expect(refused.body.error.code).toBe(EMAIL_NOT_VERIFIED)
    const record = await call('GET', `users/getuser/${unverified.uid}`, { token: unverified.token })
    expectStatus(record, 200)
    expect(record.body).toEqual({ exists: false })

    const verified = await withVerifiedEmail(unverified, true)
    expectStatus(await postAs(verified, 'users/adduser', input), 201)
  })

  it('gets no one-time code: payments/getotp is a 403 before anything is sent', async () => {
    const startupId = await newStartup(await newUser('unverified-founder', 'startup'), 'Mail Check')
    const investor = await newUser('unverified-investor', 'investor')
    const unverified = await withVerifiedEmail(investor, false)
    const refused = await postAs(unverified, 'payments/getotp', {
      amount: 1_000,
      startupid: startupId,
    })
    expectClientError(refused, 403)
    expect(refused.body.error.code).toBe(EMAIL_NOT_VERIFIED)
  })
})
