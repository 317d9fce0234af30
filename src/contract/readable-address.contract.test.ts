import { describe, expect, it } from 'vitest'
import { slugBase } from '@/domain/slug'
import { startupDataResponseSchema } from '@/domain/startup'
import { startupForm } from './kit/forms'
import { call } from './calls'
import { expectShape, expectStatus } from './expect-answer'
import { listed, newUser, startupData } from './people'
import { forStartupExtension } from './target'

/**
 * Readable addresses, an optional extension: every startup carries a `slug`, unique, made from
 * its name when it is published ("-2", "-3" … where the name's is taken), and
 * `startups/data/{slug}` answers the startup as `startups/data/{id}` does.
 */

const suite = forStartupExtension('readable addresses', 'Slug Sutra', 'slug')

/** A new founder publishes a startup named exactly `name`; its id. */
async function publish(name: string) {
  const founder = await newUser('slug-founder', 'startup')
  const created = await call('POST', 'startups/create', {
    token: founder.token,
    form: startupForm(founder.uid, { name }),
  })
  expectStatus(created, 200, 201)
  const data = (created.body as { data: { _id: string; slug?: string; listing?: string } }).data
  await listed({ data })
  return data
}

describe('readable addresses (optional extension)', () => {
  it('makes the slug from the name, and answers the startup at it as at its id', async () => {
    const startup = await startupData(suite.startupId)
    expect(startup.slug).toMatch(new RegExp(`^${slugBase(startup.name)}(-\\d+)?$`))
    const bySlug = expectShape(
      await call('GET', `startups/data/${startup.slug}`),
      startupDataResponseSchema,
    ).data
    expect(bySlug).toEqual([startup])
  })

  it('gives a second startup of the same name a slug of its own', async () => {
    const name = `Twin Chai ${Date.now().toString(36)}`
    const first = await publish(name)
    const second = await publish(name)
    expect(first.slug).toBe(slugBase(name))
    expect(second.slug).toBe(`${slugBase(name)}-2`)
    expect((await startupData(second.slug!))._id).toBe(second._id)
    expect((await startupData(first.slug!))._id).toBe(first._id)
  })

  it('answers no startup at a slug nobody has', async () => {
    const answer = expectShape(
      await call('GET', 'startups/data/no-startup-is-called-this'),
      startupDataResponseSchema,
    )
    expect(answer.data).toEqual([])
  })
})
