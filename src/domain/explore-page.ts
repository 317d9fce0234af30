import type { ExploreSort } from './explore'
import { EXPLORE_SORTS, OPEN_ENDED, remainingShare, searchKey } from './explore'
import { DOMAINS, type Domain } from './domains'
import { Problem } from './problem'
import type { Startup } from './startup'

/**
 * The paged explore (an optional extension of the contract, docs/product.md#contract):
 * `GET startups/explore?limit=&cursor=&q=&domain=&sort=` answers `{ message, next, total }`.
 * Without query parameters the call answers every startup, as the base contract says.
 *
 * 'Closing soon' leaves out the startups that have closed (they take no investments).
 * Order: each sort's key, then the startup id (code-unit order, in the sort's direction) so that every position is
 * unique and a cursor (the last key and id seen) pages on without duplicates or gaps while
 * startups are added. No Zod here: the explore route and both backends share it as it is.
 */

export const EXPLORE_PAGE_SIZE = 24
export const EXPLORE_PAGE_MAX = 100
export const EXPLORE_QUERY_MAX = 100

export interface ExplorePageParams {
  limit: number
  cursor: ExploreCursor | null
  /** The search, already as a search key (lower case, no accents); '' for none. */
  q: string
  domain: Domain | null
  sort: ExploreSort
}

/** Where the previous page ended (its last startup's sort key and id), and the total then. */
export interface ExploreCursor {
  sort: ExploreSort
  key: number | string
  id: string
  total: number
}

export interface ExplorePage {
  message: Startup[]
  next: string | null
  total: number
}

/** The parameters that make an explore call a paged one. */
const PAGE_PARAMS = ['limit', 'cursor', 'q', 'domain', 'sort'] as const

/** Whether the query string asks for the paged form (any of its parameters is present). */
export const wantsPage = (query: URLSearchParams) => PAGE_PARAMS.some((name) => query.has(name))

/** Whether a sort's key goes from high to low. */
export const descending = (sort: ExploreSort) => sort === 'most-funded' || sort === 'newest'

/** A startup's key under a sort (the same figures both backends order by). */
export function sortKey(
  s: Pick<Startup, 'fundsRecieved' | 'fundsRequired' | 'founded' | 'name' | 'closesOn'>,
  sort: ExploreSort,
): number | string {
  switch (sort) {
    case 'closing-soon':
      return s.closesOn ?? OPEN_ENDED
    case 'newest':
      return s.founded
    case 'closest-to-goal':
      return remainingShare(s)
    case 'name':
      return searchKey(s.name)
    default:
      return s.fundsRecieved
  }
}

const cmp = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The paged order: the sort's key, then the id, both in the sort's direction (so that a page's
 * end is one (key, id) pair and the next page one index range after it).
 */
export function comparePaged(
  sort: ExploreSort,
  a: { key: number | string; id: string },
  b: { key: number | string; id: string },
) {
  const ascending = cmp(a.key, b.key) || cmp(a.id, b.id)
  return descending(sort) ? -ascending : ascending
}

export const base64url = {
  encode: (text: string) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(text)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, ''),
  decode: (text: string) =>
    new TextDecoder().decode(
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
    ),
}

export function encodeCursor(cursor: ExploreCursor): string {
  return base64url.encode(JSON.stringify([cursor.sort, cursor.key, cursor.id, cursor.total]))
}

const badCursor = () =>
  new Problem(
    400,
    'invalid_cursor',
    'This page link is not valid any more: start from the first page',
    'cursor',
  )

function decodeCursor(text: string, sort: ExploreSort): ExploreCursor {
  let parts: unknown
  try {
    parts = JSON.parse(base64url.decode(text))
  } catch {
    throw badCursor()
  }
  if (!Array.isArray(parts) || parts.length !== 4) throw badCursor()
  const [cursorSort, key, id, total] = parts as unknown[]
  // A cursor belongs to the sort it was made for.
  if (cursorSort !== sort) throw badCursor()
  // Only keys a startup can have: rupees are whole and safe, a share of the goal is 0–1, and
  // text holds no NUL (a key of 1e308 or a NUL made the server's query fail).
  const keyFits =
    sort === 'most-funded'
      ? Number.isSafeInteger(key) && (key as number) >= 0
      : sort === 'closest-to-goal'
        ? typeof key === 'number' && key >= 0 && key <= 1
        : typeof key === 'string' && key.length <= 1_000 && !key.includes('\0')
  if (!keyFits) throw badCursor()
  if (typeof id !== 'string' || id.length === 0 || id.length > 128 || id.includes('\0'))
    throw badCursor()
  if (typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0) throw badCursor()
  return { sort, key: key as number | string, id, total }
}

const invalid = (field: string, message: string) =>
  new Problem(422, 'invalid_input', message, field)

/**
 * Reads a paged explore call's parameters; a value out of range is a 422 naming it, a cursor
 * that is not one this server made a 400. Absent values take their defaults.
 */
export function readExplorePageParams(query: URLSearchParams): ExplorePageParams {
  const one = (name: string) => {
    const values = query.getAll(name)
    if (values.length > 1) throw invalid(name, `${name} must be given once`)
    return values[0]
  }
  const limitText = one('limit')
  const limit = limitText === undefined ? EXPLORE_PAGE_SIZE : Number(limitText)
  if (
    !/^\d+$/.test(limitText ?? '1') ||
    !Number.isInteger(limit) ||
    limit < 1 ||
    limit > EXPLORE_PAGE_MAX
  )
    throw invalid('limit', `limit must be a whole number from 1 to ${EXPLORE_PAGE_MAX}`)
  const sortText = one('sort') ?? 'most-funded'
  const sort = EXPLORE_SORTS.find((s) => s === sortText)
  if (!sort) throw invalid('sort', `sort must be one of ${EXPLORE_SORTS.join(', ')}`)
  const domainText = one('domain')
  const domain = domainText ? DOMAINS.find((d) => d === domainText) : null
  if (domain === undefined) throw invalid('domain', `domain must be one of ${DOMAINS.join(', ')}`)
  const q = one('q') ?? ''
  if (q.length > EXPLORE_QUERY_MAX)
    throw invalid('q', `q must be at most ${EXPLORE_QUERY_MAX} characters`)
  const cursorText = one('cursor')
  return {
    limit,
    sort,
    domain,
    q: searchKey(q.trim()),
    cursor: cursorText ? decodeCursor(cursorText, sort) : null,
  }
}

/** Whether a startup belongs in a sort's view on `today` ('Closing soon' drops the closed). */
export const inSortView = (sort: ExploreSort, key: number | string, today: string) =>
  sort !== 'closing-soon' || String(key) >= today

/** Whether a startup comes after the cursor in the paged order. */
export const afterCursor = (
  cursor: ExploreCursor | null,
  sort: ExploreSort,
  item: { key: number | string; id: string },
) => !cursor || comparePaged(sort, item, cursor) > 0
