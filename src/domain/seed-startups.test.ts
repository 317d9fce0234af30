import { describe, expect, it } from 'vitest'
import { SEED_STARTUPS, SEED_UPDATES } from './seed-startups'

/** The demo's startups are what stakeholders read first: each update is about its own startup. */
describe("the demo's seeded updates", () => {
  it('speak of what their startup makes, as its slogan names it', () => {
    // Each pair: a startup, and the product its slogan names, which its updates must not contradict.
    const products: Record<string, { is: RegExp; isNot: RegExp }> = {
      'safar-ev': { is: /autorickshaw/i, isNot: /scooter/i },
    }
    for (const [slug, { is, isNot }] of Object.entries(products)) {
      const startup = SEED_STARTUPS.find((seed) => seed.slug === slug)!
      expect(startup.slogan).toMatch(is)
      const updates = SEED_UPDATES.filter(([startupid]) => startupid === slug)
      expect(updates.length).toBeGreaterThan(0)
      for (const [, , title, body] of updates) expect(`${title} ${body}`).not.toMatch(isNot)
    }
  })
})
