import { DOMAINS, type Domain } from './domains'
import type { Startup } from './startup'

export const EXPLORE_SORTS = [
  'most-funded',
  'newest',
  'closest-to-goal',
  'name',
  'closing-soon',
] as const

/** How "no closing date" sorts in 'Closing soon': after every real date. */
export const OPEN_ENDED = '9999-12-31'
export type ExploreSort = (typeof EXPLORE_SORTS)[number]

/** The explore view as URL search params, so a view can be shared. */
export interface ExploreSearch {
  q?: string | undefined
  domain?: Domain | undefined
  sort?: ExploreSort | undefined
  /** Only the startups the investor follows (optional extension). */
  following?: boolean | undefined
}

const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | undefined =>
  allowed.find((option) => option === value)

/**
 * Reads the explore view from the URL; values it does not know are dropped, never an error. (A
 * plain function rather than a schema: it runs on the route before any screen code loads.)
 */
export function parseExploreSearch(raw: Record<string, unknown>): ExploreSearch {
  const search: ExploreSearch = {}
  if (typeof raw.q === 'string' && raw.q.length <= 100) search.q = raw.q
  const domain = oneOf(DOMAINS, raw.domain)
  if (domain) search.domain = domain
  const sort = oneOf(EXPLORE_SORTS, raw.sort)
  if (sort) search.sort = sort
  if (raw.following === true || raw.following === 'true') search.following = true
  return search
}

/** The share of its goal a startup still has to raise (0 when it is fully funded). */
export const remainingShare = (s: Pick<Startup, 'fundsRequired' | 'fundsRecieved'>) =>
  s.fundsRequired > 0 ? Math.max(0, s.fundsRequired - s.fundsRecieved) / s.fundsRequired : Infinity

/**
 * Text as search and the name sort compare it: lower case, accents gone ("Café" → "cafe"), so
 * both backends and the client find the same startups for the same words.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}

/** What a search looks in: name and slogan, as one key. */
export const startupSearchText = (s: Pick<Startup, 'name' | 'slogan'>) =>
  searchKey(`${s.name} ${s.slogan}`)

/** Search by name or slogan, filter by domain, and sort (default: most funded). */
export function exploreView(startups: readonly Startup[], search: ExploreSearch): Startup[] {
  const needle = searchKey(search.q?.trim() ?? '')
  const matches = startups.filter(
    (s) =>
      (!needle || startupSearchText(s).includes(needle)) &&
      (!search.domain || s.domain.includes(search.domain)),
  )
  const byName = (a: Startup, b: Startup) => a.name.localeCompare(b.name)
  switch (search.sort ?? 'most-funded') {
    case 'newest':
      return matches.sort((a, b) => b.founded.localeCompare(a.founded) || byName(a, b))
    case 'closest-to-goal':
      return matches.sort((a, b) => remainingShare(a) - remainingShare(b) || byName(a, b))
    case 'name':
      return matches.sort(byName)
    case 'closing-soon':
      return matches.sort(
        (a, b) =>
          (a.closesOn ?? OPEN_ENDED).localeCompare(b.closesOn ?? OPEN_ENDED) || byName(a, b),
      )
    default:
      return matches.sort((a, b) => b.fundsRecieved - a.fundsRecieved || byName(a, b))
  }
}
