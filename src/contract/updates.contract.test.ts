import { describe, expect, it } from 'vitest'
import { feedResponseSchema, updatesResponseSchema } from '@/domain/updates'
import { call, type Caller, postAs } from './calls'
import { expectClientError, expectGuardedFrom, expectShape, expectStatus } from './expect-answer'
import { investIn, newCaller, newUser, startupData } from './people'
import { forStartupExtension } from './target'

/**
 * Founders' updates, an optional extension: every startup carries `lastUpdateAt` (null until
 * the first update); POST startups/postupdate { useruid, startupid, title, body } by the
 * startup's founder; GET startups/updates/{id} newest first, for anyone; GET users/feed/{uid}
 * the updates of the startups an investor funded or follows.
 */

const startup = async () => startupData(suite.startupId)

const post = (caller: Caller, json: Record<string, unknown>) =>
  postAs(caller, 'startups/postupdate', { startupid: suite.startupId, ...json })

const suite = forStartupExtension('updates', 'Updating Udupi', 'lastUpdateAt')

describe('updates (optional extension)', () => {
  it('the founder posts; anyone reads them newest first; the startup says when', async () => {
    expect((await startup()).lastUpdateAt).toBeNull()
    const first = await post(suite.founder, { title: 'First month', body: '**120** orders' })
    expectStatus(first, 201)
    const second = await post(suite.founder, { title: 'Second month', body: 'A new kitchen' })
    expectStatus(second, 201)
    const list = expectShape(
      await call('GET', `startups/updates/${suite.startupId}`),
      updatesResponseSchema,
    )
    expect(list.data.map((u) => u.title)).toEqual(['Second month', 'First month'])
    expect(list.data[1]!.body).toBe('**120** orders')
    expect((await startup()).lastUpdateAt).toBe(list.data[0]!.createdAt)
  })

  it('an investor who funded finds the update in their feed; a stranger does not', async () => {
    const { investor } = await investIn(suite.target, suite.startupId, 'updates-investor', 500)
    const other = await newUser('updates-other', 'investor')
    expectStatus(await post(suite.founder, { title: 'For our investors', body: 'Thank you' }), 201)
    const feed = expectShape(
      await call('GET', `users/feed/${investor.uid}`, { token: investor.token }),
      feedResponseSchema,
    )
    expect(feed.data[0]?.update.title).toBe('For our investors')
    expect(feed.data[0]?.startup._id).toBe(suite.startupId)
    const none = expectShape(
      await call('GET', `users/feed/${other.uid}`, { token: other.token }),
      feedResponseSchema,
    )
    expect(none.data).toEqual([])
    await expectGuardedFrom(
      other,
      (token) => call('GET', `users/feed/${investor.uid}`, { token }),
      investor,
    )
  })

  it('only the founder of the startup posts, and bad input is a 4xx', async () => {
    const otherFounder = await newUser('updates-intruder', 'startup')
    expectClientError(await post(otherFounder, { title: 'Not mine', body: 'x' }), 403)
    await expectGuardedFrom(
      await newCaller('updates-stranger'),
      (token) =>
        call('POST', 'startups/postupdate', {
          token,
          json: { useruid: suite.founder.uid, startupid: suite.startupId, title: 'T', body: 'B' },
        }),
      suite.founder,
    )
    for (const json of [
      { title: '', body: 'b' },
      { title: 't', body: '' },
      { title: 'x'.repeat(121), body: 'b' },
      { title: 't', body: 5 },
    ])
      expectClientError(await post(suite.founder, json), 400, 422)
    expectClientError(
      await call('POST', 'startups/postupdate', {
        token: suite.founder.token,
        json: { useruid: suite.founder.uid, startupid: 'no-such-startup', title: 't', body: 'b' },
      }),
      403,
      404,
    )
    expectClientError(await call('GET', 'startups/updates/no-such-startup'), 404)
  })
})
