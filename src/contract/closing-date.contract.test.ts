import { describe, expect, it } from 'vitest'
import { explorePageSchema, startupDataResponseSchema } from '@/domain/startup'
import { closingDay } from '@/domain/startup-fields'
import { startupForm } from './kit/forms'
import { call } from './calls'
import { expectClientError, expectShape, expectStatus } from './expect-answer'
import { listed, newUser } from './people'
import { forExtension } from './target'

/**
 * Closing dates, an optional extension: `closesOn` (YYYY-MM-DD) in the creation payload, at
 * least 7 days and at most a year ahead; every startup answered with `closesOn` (null when
 * open ended); a 'closing-soon' sort of the paged explore. The first check says whether this
 * server has it; a server without it never sends `closesOn`. (Refusing codes after the close
 * needs a clock the suite cannot move: the backends' own tests check it.)
 */

/** The date `offset` days from today in India, the day closing dates are counted from. */
const day = (offset: number) => closingDay(Date.now() + offset * 86_400_000)

async function publish(closesOn?: string) {
  const caller = await newUser('closer', 'startup')
  const name = `Closing Co ${caller.uid.slice(-6)}`
  const answer = await call('POST', 'startups/create', {
    token: caller.token,
    form: startupForm(caller.uid, { name, ...(closesOn ? { closesOn } : {}) }),
  })
  if (answer.status === 201 || answer.status === 200) await listed(answer.body)
  return { caller, name, answer }
}

async function find(name: string) {
  const page = expectShape(
    await call('GET', `startups/explore?q=${encodeURIComponent(name)}&limit=5`),
    explorePageSchema,
  )
  const listed = page.message.find((s) => s.name === name)!
  const [detail] = expectShape(
    await call('GET', `startups/data/${listed._id}`),
    startupDataResponseSchema,
  ).data
  return detail!
}

forExtension('closing dates', async () => {
  const { name, answer } = await publish()
  expectStatus(answer, 200, 201)
  return 'closesOn' in (await find(name))
})

describe('closing dates (optional extension)', () => {
  it('keeps a closing date from a week to a year ahead, and answers it', async () => {
    for (const offset of [8, 300]) {
      const { name, answer } = await publish(day(offset))
      expectStatus(answer, 200, 201)
      expect((await find(name)).closesOn).toBe(day(offset))
    }
  })

  it('answers null for a startup without one', async () => {
    const { name } = await publish()
    expect((await find(name)).closesOn).toBeNull()
  })

  it('refuses a closing date too soon, too far or not a date, naming the field, and keeps nothing', async () => {
    for (const closesOn of [day(2), day(400), 'soon']) {
      const { caller, answer } = await publish(closesOn)
      expectClientError(answer, 400, 422)
      expect(answer.body?.error?.field).toBe('closesOn')
      const active = await call('GET', `startups/isactive/${caller.uid}`, { token: caller.token })
      expect(active.body.status).toBe(false)
    }
  })

  it("'closing-soon' puts the nearest closing date first and open-ended raises last", async () => {
    const soon = await publish(day(9))
    const later = await publish(day(200))
    const page = expectShape(
      await call('GET', 'startups/explore?sort=closing-soon&limit=100'),
      explorePageSchema,
    )
    const dates = page.message.map((s) => s.closesOn ?? '9999-12-31')
    expect(dates).toEqual([...dates].sort())
    const ids = page.message.map((s) => s.name)
    expect(ids.indexOf(soon.name)).toBeLessThan(ids.indexOf(later.name))
  })
})
