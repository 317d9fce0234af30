import { describe, expect, it } from 'vitest'
import { freeSlug, publicKey, slugBase } from './slug'

describe("a startup's readable address", () => {
  it('makes a slug of the name: lower case, no accents, one hyphen between words', () => {
    expect(slugBase('Safar EV')).toBe('safar-ev')
    expect(slugBase('  Chāy Café & Co. ')).toBe('chay-cafe-co')
    expect(slugBase('K2 — the 2nd peak!')).toBe('k2-the-2nd-peak')
    expect(slugBase('x'.repeat(80))).toBe('x'.repeat(48))
  })

  it('falls back to "startup" where no Latin letter or digit is left, or the name reads as an id', () => {
    expect(slugBase('पढ़ो पल')).toBe('startup')
    expect(slugBase('!!!')).toBe('startup')
    expect(slugBase('c90f665e58df449ead560bb1')).toBe('startup')
  })

  it('adds -2, -3 … until the slug is free', async () => {
    const taken = new Set(['safar-ev', 'safar-ev-2'])
    expect(await freeSlug('Safar EV', (slug) => taken.has(slug))).toBe('safar-ev-3')
    expect(await freeSlug('Gaadi Go', (slug) => taken.has(slug))).toBe('gaadi-go')
  })

  it('addresses a startup by its slug, or by its id where a server gives none', () => {
    expect(publicKey({ _id: 'c90f665e58df449ead560bb1', slug: 'tiffin-trail' })).toBe(
      'tiffin-trail',
    )
    expect(publicKey({ _id: 'c90f665e58df449ead560bb1' })).toBe('c90f665e58df449ead560bb1')
  })
})
