import { describe, expect, it } from 'vitest'
import { followersResponseSchema, followResponseSchema } from '@/domain/following'
import { call, type Caller, postAs } from './calls'
import { expectClientError, expectGuardedFrom, expectShape } from './expect-answer'
import { newCaller, newStartup, newUser, userRecord } from './people'
import { forExtension } from './target'

/**
 * Following, an optional extension: users/getuser answers `following` (the startups' ids);
 * POST users/follow { useruid, startupid, follow } follows (true) or unfollows (false) and
 * answers the new list. Only investors follow. GET startups/followers/{id} answers how many
 * follow a startup, to anyone.
 */

let startupId: string
let otherId: string

const follow = (caller: Caller, startupid: string, on: boolean) =>
  postAs(caller, 'users/follow', { startupid, follow: on })

forExtension('following', async () => {
  startupId = await newStartup(await newUser('follow-founder', 'startup'), 'Followed Farms')
  otherId = await newStartup(await newUser('follow-founder-2', 'startup'), 'Other Oils')
  return 'following' in (await userRecord(await newUser('follow-probe', 'investor')))
})

describe('following (optional extension)', () => {
  it('an investor follows and unfollows; their record lists whom they follow', async () => {
    const investor = await newUser('follow-investor', 'investor')
    expect((await userRecord(investor)).following).toEqual([])
    expectShape(await follow(investor, startupId, true), followResponseSchema)
    const both = expectShape(await follow(investor, otherId, true), followResponseSchema)
    expect([...both.following].sort()).toEqual([startupId, otherId].sort())
    // Following twice changes nothing.
    expect(
      expectShape(await follow(investor, otherId, true), followResponseSchema).following,
    ).toHaveLength(2)
    const one = expectShape(await follow(investor, startupId, false), followResponseSchema)
    expect(one.following).toEqual([otherId])
    expect((await userRecord(investor)).following).toEqual([otherId])
  })

  it('only investors follow, only startups that exist, only for themselves', async () => {
    const founder = await newUser('follow-founder-3', 'startup')
    expectClientError(await follow(founder, startupId, true), 403)
    const investor = await newUser('follow-guard', 'investor')
    expectClientError(await follow(investor, 'no-such-startup', true), 404)
    await expectGuardedFrom(
      await newCaller('follow-stranger'),
      (token) =>
        call('POST', 'users/follow', {
          token,
          json: { useruid: investor.uid, startupid: startupId, follow: true },
        }),
      investor,
    )
    for (const json of [
      { useruid: investor.uid, startupid: startupId },
      { useruid: investor.uid, startupid: startupId, follow: 'yes' },
    ])
      expectClientError(
        await call('POST', 'users/follow', { token: investor.token, json }),
        400,
        422,
      )
  })

  it("counts a startup's followers for anyone, signed in or not; an unknown startup is a 404", async () => {
    const counted = await newStartup(await newUser('followers-founder', 'startup'), 'Counted Crops')
    const followers = async (id: string) =>
      expectShape(await call('GET', `startups/followers/${id}`), followersResponseSchema).followers
    expect(await followers(counted)).toBe(0)
    const first = await newUser('followers-1', 'investor')
    const second = await newUser('followers-2', 'investor')
    expectShape(await follow(first, counted, true), followResponseSchema)
    expectShape(await follow(second, counted, true), followResponseSchema)
    // Following twice counts once.
    expectShape(await follow(second, counted, true), followResponseSchema)
    expect(await followers(counted)).toBe(2)
    expectShape(await follow(first, counted, false), followResponseSchema)
    expect(await followers(counted)).toBe(1)
    expectClientError(await call('GET', 'startups/followers/no-such-startup'), 404)
  })
})
