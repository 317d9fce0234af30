import { z } from '@/domain/zod'
import { DOMAINS, type Startup } from './startup'

export const EXPLORE_SORTS = ['most-funded', 'newest', 'closest-to-goal'] as const
export type ExploreSort = (typeof EXPLORE_SORTS)[number]

/** The explore view as URL search params, so a view can be shared. Bad values fall back. */
export const exploreSearchSchema = z.object({
  q: z.string().max(100).optional().catch(undefined),
  domain: z.enum(DOMAINS).optional().catch(undefined),
  sort: z.enum(EXPLORE_SORTS).optional().catch(undefined),
})
export type ExploreSearch = z.infer<typeof exploreSearchSchema>

const remainingShare = (s: Startup) =>
  s.fundsRequired > 0 ? Math.max(0, s.fundsRequired - s.fundsRecieved) / s.fundsRequired : Infinity

/** Search by name or slogan, filter by domain, and sort (default: most funded). */
export function exploreView(startups: readonly Startup[], search: ExploreSearch): Startup[] {
  const needle = search.q?.trim().toLowerCase() ?? ''
  const matches = startups.filter(
    (s) =>
      (!needle ||
        s.name.toLowerCase().includes(needle) ||
        s.slogan.toLowerCase().includes(needle)) &&
      (!search.domain || s.domain.includes(search.domain)),
  )
  const byName = (a: Startup, b: Startup) => a.name.localeCompare(b.name)
  switch (search.sort ?? 'most-funded') {
    case 'newest':
      return matches.sort((a, b) => b.founded.localeCompare(a.founded) || byName(a, b))
    case 'closest-to-goal':
      return matches.sort((a, b) => remainingShare(a) - remainingShare(b) || byName(a, b))
    default:
      return matches.sort((a, b) => b.fundsRecieved - a.fundsRecieved || byName(a, b))
  }
}
