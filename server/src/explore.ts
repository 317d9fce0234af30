import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { ExploreSort } from '@/domain/explore'
import { OPEN_ENDED, searchKey, startupSearchText } from '@/domain/explore'
import { closingDay } from '@/domain/startup-fields'
import { descending, encodeCursor, sortKey, type ExplorePageParams } from '@/domain/explore-page'
import type { Db } from './db/database'
import { startups } from './db/schema'
import { startupFacts } from './startup-facts'

/** The search columns of a startup row, from its name and slogan (set on every insert). */
export const searchColumns = (s: { name: string; slogan: string }) => ({
  searchText: startupSearchText(s),
  nameKey: searchKey(s.name),
})

/**
 * Rows written before the search columns existed get them once, after the migrations (the keys
 * are made in TypeScript, as the demo backend makes them, not by SQL).
 */
export async function fillSearchColumns(db: Db) {
  for (;;) {
    const rows = await db
      .select({ id: startups.id, name: startups.name, slogan: startups.slogan })
      .from(startups)
      .where(and(eq(startups.nameKey, ''), sql`${startups.name} <> ''`))
      .limit(1_000)
    if (rows.length === 0) return
    for (const row of rows)
      await db.update(startups).set(searchColumns(row)).where(eq(startups.id, row.id))
  }
}

/** Each sort's key as an SQL expression, exactly as its index is built (see schema.ts). */
const KEY: Record<ExploreSort, SQL> = {
  'most-funded': sql`${startups.fundsReceived}`,
  newest: sql`${startups.founded}`,
  'closest-to-goal': sql`((${startups.fundsRequired} - ${startups.fundsReceived})::float8 / greatest(${startups.fundsRequired}, 1))`,
  name: sql`${startups.nameKey} collate "C"`,
  'closing-soon': sql`coalesce(${startups.closesOn}, ${sql.raw(`'${OPEN_ENDED}'`)}) collate "C"`,
}
const ID = sql`${startups.id} collate "C"`

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** What a page is filtered by: the domain and the search (trigram index on `search_text`). */
function filters(params: Pick<ExplorePageParams, 'domain' | 'q'> & { sort?: ExploreSort }): SQL[] {
  // Only live listings are in Explore (operators review the others).
  // Live, and found by anyone (an invite-only startup only through its link).
  const where: SQL[] = [sql`${startups.listing} = 'live'`, sql`not ${startups.inviteOnly}`]
  // 'Closing soon' leaves out what has closed: a range of its index from today.
  if (params.sort === 'closing-soon')
    where.push(sql`${KEY['closing-soon']} >= ${closingDay(Date.now())}`)
  if (params.domain) where.push(sql`${startups.domain} @> array[${params.domain}]::text[]`)
  if (params.q) where.push(sql`${startups.searchText} like ${`%${likeEscape(params.q)}%`}`)
  return where
}

/** After the cursor in the sort's order: a range of the sort's index. */
function after(params: ExplorePageParams): SQL | null {
  const { cursor, sort } = params
  if (!cursor) return null
  const key = sort === 'closest-to-goal' ? sql`${cursor.key}::float8` : sql`${cursor.key}`
  // A row comparison: the index starts right after the cursor's (key, id).
  const id = sql`(${cursor.id}::text collate "C")`
  return descending(sort)
    ? sql`(${KEY[sort]}, ${ID}) < (${key}, ${id})`
    : sql`(${KEY[sort]}, ${ID}) > (${key}, ${id})`
}

/**
 * Totals per filter, kept a few seconds: counting a million rows takes longer than a page.
 * This process forgets them when it adds a startup; another process's addition shows within
 * `ttlMs`. Later pages carry the total of their first page in the cursor.
 */
export function totalsCache(db: Db, { ttlMs = 5_000, max = 1_000 } = {}) {
  const kept = new Map<string, { at: number; total: Promise<number> }>()
  const get = (params: Pick<ExplorePageParams, 'domain' | 'q' | 'sort'>): Promise<number> => {
    // Every sort shows the same startups but 'Closing soon', which leaves out the closed.
    const view = params.sort === 'closing-soon' ? 'closing-soon' : 'all'
    const id = `${params.domain ?? ''}\u0000${params.q}\u0000${view}`
    const now = Date.now()
    const hit = kept.get(id)
    if (hit && now - hit.at < ttlMs) return hit.total
    if (kept.size >= max) kept.delete(kept.keys().next().value as string)
    const where = filters(params)
    const total = db
      .select({ n: sql<number>`count(*)::int` })
      .from(startups)
      .where(where.length ? and(...where) : undefined)
      .then(([row]) => row?.n ?? 0)
    total.catch(() => kept.delete(id))
    kept.set(id, { at: now, total })
    return total
  }
  return { get, clear: () => kept.clear() }
}

/** The query of one page: filters, the cursor's range, the sort's order, one row more. */
export function explorePageQuery(db: Db, params: ExplorePageParams) {
  const where = [...filters(params), after(params)].filter((c): c is SQL => c !== null)
  return db
    .select({ row: startups, ...startupFacts })
    .from(startups)
    .where(where.length ? and(...where) : undefined)
    .orderBy(
      ...(descending(params.sort)
        ? [sql`${KEY[params.sort]} desc`, sql`${ID} desc`]
        : [asc(KEY[params.sort]), asc(ID)]),
    )
    .limit(params.limit + 1)
}

/** One page of startups in the sort's order after the cursor, and the cursor of the next. */
export async function explorePageRows(db: Db, params: ExplorePageParams, total: number) {
  const rows = await explorePageQuery(db, params)
  const page = rows.slice(0, params.limit)
  const last = page.at(-1)?.row
  const next =
    rows.length > params.limit && last
      ? encodeCursor({
          sort: params.sort,
          key: sortKey({ ...last, fundsRecieved: last.fundsReceived }, params.sort),
          id: last.id,
          total,
        })
      : null
  return { page, next }
}
