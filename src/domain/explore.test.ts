import { describe, expect, it } from 'vitest'
import { exploreView, parseExploreSearch } from './explore'
import { startupSchema } from './startup'

const s = (name: string, extra: Record<string, unknown> = {}) =>
  startupSchema.parse({ _id: name, name, ...extra })
const list = [
  s('Alpha', {
    slogan: 'Farm sensors',
    domain: ['Agriculture'],
    fundsRecieved: 10,
    fundsRequired: 100,
    founded: '2020-01-01',
  }),
  s('Beta', {
    slogan: 'Loans for shops',
    domain: ['Finance'],
    fundsRecieved: 90,
    fundsRequired: 100,
    founded: '2022-01-01',
  }),
  s('Gamma', {
    slogan: 'Solar cold rooms',
    domain: ['Agriculture', 'IT'],
    fundsRecieved: 50,
    fundsRequired: 1000,
    founded: '2021-06-01',
  }),
]
const names = (view: ReturnType<typeof exploreView>) => view.map((x) => x.name)

describe('exploreView', () => {
  it('sorts by most funded by default', () => {
    expect(names(exploreView(list, {}))).toEqual(['Beta', 'Gamma', 'Alpha'])
  })
  it('searches names and slogans, ignoring case', () => {
    expect(names(exploreView(list, { q: 'SOLAR' }))).toEqual(['Gamma'])
    expect(names(exploreView(list, { q: 'alp' }))).toEqual(['Alpha'])
  })
  it('filters by any of a startup’s domains', () => {
    expect(names(exploreView(list, { domain: 'Agriculture' }))).toEqual(['Gamma', 'Alpha'])
    expect(names(exploreView(list, { domain: 'IT' }))).toEqual(['Gamma'])
  })
  it('sorts by newest and by closest to goal', () => {
    expect(names(exploreView(list, { sort: 'newest' }))).toEqual(['Beta', 'Gamma', 'Alpha'])
    expect(names(exploreView(list, { sort: 'closest-to-goal' }))).toEqual([
      'Beta',
      'Alpha',
      'Gamma',
    ])
  })
  it('does not change the list it was given', () => {
    const copy = [...list]
    exploreView(list, { sort: 'newest' })
    expect(list).toEqual(copy)
  })
})

describe('parseExploreSearch', () => {
  it('drops values it does not know instead of failing', () => {
    expect(parseExploreSearch({ domain: 'Mining', sort: 'random', q: 'x' })).toEqual({ q: 'x' })
    expect(parseExploreSearch({ q: 42, domain: ['IT'], sort: null })).toEqual({})
    expect(parseExploreSearch({ q: 'y'.repeat(101) })).toEqual({})
  })

  it('keeps every value it knows', () => {
    expect(parseExploreSearch({ q: 'solar', domain: 'IT', sort: 'newest' })).toEqual({
      q: 'solar',
      domain: 'IT',
      sort: 'newest',
    })
  })
})
