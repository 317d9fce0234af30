import { describe, expect, it } from 'vitest'
import { ANALYTICS_DAYS, analyticsSchema } from '@/domain/analytics'
import { call, postAs } from './calls'
import { expectClientError, expectShape, expectStatus } from './expect-answer'
import { investIn, newUser } from './people'
import { forStartupExtension } from './target'

/**
 * A founder's analytics, an optional extension: POST startups/view { startupid } counts a page
 * view (anyone; one per visitor per startup per UTC day, so a reload or a loop adds nothing);
 * GET startups/analytics/{id}, for the startup's founder only, answers the last 30 days (views,
 * follows, codes, investments, cancellations per UTC day) and the totals.
 */

const analytics = async () =>
  expectShape(
    await call('GET', `startups/analytics/${suite.startupId}`, { token: suite.founder.token }),
    analyticsSchema,
  )

const suite = forStartupExtension('analytics', 'Counted Cafes', async () => {
  const answer = await call('GET', `startups/analytics/${suite.startupId}`, {
    token: suite.founder.token,
  })
  return answer.status === 200
})

describe('analytics (optional extension)', () => {
  it('counts views, codes, follows and investments, today and in all', async () => {
    const start = await analytics()
    expect(start.days).toHaveLength(ANALYTICS_DAYS)
    expect(start.totals).toMatchObject({ views: 0, codes: 0, investments: 0, followers: 0 })
    // The same visitor three times: one view.
    for (let i = 0; i < 3; i++)
      expectStatus(
        await call('POST', 'startups/view', { json: { startupid: suite.startupId } }),
        204,
      )
    const { investor } = await investIn(suite.target, suite.startupId, 'stats-investor', 700)
    const followed = await postAs(investor, 'users/follow', {
      startupid: suite.startupId,
      follow: true,
    })
    const after = await analytics()
    expect(after.totals).toMatchObject({ views: 1, codes: 1, investments: 1, cancellations: 0 })
    const today = after.days.at(-1)!
    expect(today.day).toBe(new Date().toISOString().slice(0, 10))
    expect(today).toMatchObject({ views: 1, codes: 1, investments: 1 })
    // Follows count only where the server has following.
    if (followed.status === 200) expect(after.totals.followers).toBe(1)
  })

  it('only the founder reads them; a view of an unknown startup is a 404', async () => {
    const other = await newUser('stats-other', 'startup')
    expectClientError(
      await call('GET', `startups/analytics/${suite.startupId}`, { token: other.token }),
      403,
    )
    expectClientError(await call('GET', `startups/analytics/${suite.startupId}`), 401)
    expectClientError(await call('POST', 'startups/view', { json: { startupid: 'nope' } }), 404)
    expectClientError(await call('POST', 'startups/view', { json: {} }), 400, 422)
  })
})
