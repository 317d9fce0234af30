import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { ExploreSort } from '@/domain/explore'
import { OPEN_ENDED, searchKey, startupSearchText } from '@/domain/explore'
import { closingDay } from '@/domain/startup-fields'
import { descending, encodeCursor, sortKey, type ExplorePageParams } from '@/domain/explore-page'
import type { Db } from './db/database'
import { startups } from './db/schema'
import { keptReads } from './kept-reads'

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

/**
 * What a page query's SQL depends on: its sort and which filters and range it has. The values
 * (the domain, the search, the cursor, the day, the limit) are its parameters, so one shape is one
 * prepared statement, planned once per connection.
 */
interface Shape {
  sort: ExploreSort
  domain: boolean
  q: boolean
  cursor: boolean
  /** A search answered by walking the sort's index (`walks`), not from the trigram index. */
  walk: boolean
}

/** The values of a page's parameters, by the names its prepared statement gives them. */
type ShapeValues = {
  domain: string
  q: string
  needle: string
  day: string
  key: number | string
  id: string
  limit: number
}
/** Where a query's values come from: placeholders (a prepared statement) or the values. */
type Source = (name: keyof ShapeValues) => unknown
const placeholders: Source = (name) => sql.placeholder(name)
const inline =
  (values: ShapeValues): Source =>
  (name) =>
    values[name]

/** What a page is filtered by: the domain and the search (trigram index on `search_text`). */
function filters(shape: Pick<Shape, 'domain' | 'q' | 'sort' | 'walk'>, v: Source): SQL[] {
  // Only live listings are in Explore (operators review the others).
  // Live, and found by anyone (an invite-only startup only through its link).
  const where: SQL[] = [sql`${startups.listing} = 'live'`, sql`not ${startups.inviteOnly}`]
  // 'Closing soon' leaves out what has closed: a range of its index from today.
  if (shape.sort === 'closing-soon') where.push(sql`${KEY['closing-soon']} >= ${v('day')}`)
  if (shape.domain) where.push(sql`${startups.domain} @> array[${v('domain')}]::text[]`)
  // A walk looks for the words in the rows it reads (`searchQuery`).
  if (shape.q && !shape.walk) where.push(sql`${startups.searchText} like ${v('q')}`)
  return where
}

/** After the cursor in the sort's order: a range of the sort's index. */
function after({ sort, cursor }: Shape, v: Source): SQL | null {
  if (!cursor) return null
  const key = sort === 'closest-to-goal' ? sql`${v('key')}::float8` : sql`${v('key')}`
  // A row comparison: the index starts right after the cursor's (key, id).
  const id = sql`(${v('id')}::text collate "C")`
  return descending(sort)
    ? sql`(${KEY[sort]}, ${ID}) < (${key}, ${id})`
    : sql`(${KEY[sort]}, ${ID}) > (${key}, ${id})`
}

const shapeOf = (params: ExplorePageParams, walk = false): Shape => ({
  sort: params.sort,
  domain: Boolean(params.domain),
  q: Boolean(params.q),
  cursor: Boolean(params.cursor),
  walk: walk && Boolean(params.q),
})

const valuesOf = (
  params: Pick<ExplorePageParams, 'domain' | 'q' | 'cursor' | 'limit'>,
  now: number,
): ShapeValues => ({
  domain: params.domain ?? '',
  q: `%${likeEscape(params.q)}%`,
  needle: params.q,
  day: closingDay(now),
  key: params.cursor?.key ?? '',
  id: params.cursor?.id ?? '',
  limit: params.limit + 1,
})

/**
 * Totals per filter, kept a few seconds: counting a million rows takes longer than a page.
 * This process forgets them when it adds a startup; another process's addition shows within
 * the time a total is kept and one request more: past it the total kept is answered while it is
 * counted again, so that no visitor waits for a count but the first. Later pages carry the total
 * of their first page in the cursor.
 *
 * A total is kept `ttlMs`, or `costRatio` times as long as its count took when that is longer
 * (up to `maxKeepMs`): a common word's matches at a million startups take 0.3–0.9 s to count, and
 * counting each such search again every five seconds took PostgreSQL's CPU from the searches
 * themselves (a search's p99 of 577 ms in bench:server). So no total costs more than about a
 * fiftieth of the time in counting, and a cheap one is as fresh as before.
 */
export function totalsCache(
  db: Db,
  { ttlMs = 5_000, max = 1_000, costRatio = 50, maxKeepMs = 60_000 } = {},
) {
  interface Kept {
    at: number
    keepMs: number
    total: Promise<number>
    /** The count again under way, if it is. */
    next?: Promise<unknown>
  }
  const kept = new Map<string, Kept>()
  const keepFor = (countedInMs: number) =>
    Math.min(maxKeepMs, Math.max(ttlMs, countedInMs * costRatio))
  /** The count, and how long to keep it by what it cost. */
  const count = async (params: Pick<ExplorePageParams, 'domain' | 'q' | 'sort'>, now: number) => {
    const shape = {
      sort: params.sort,
      domain: Boolean(params.domain),
      q: Boolean(params.q),
      walk: false,
    }
    const values = inline(valuesOf({ ...params, cursor: null, limit: 0 }, now))
    const started = performance.now()
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(startups)
      .where(and(...filters(shape, values)))
    return { total: row?.n ?? 0, keepMs: keepFor(performance.now() - started) }
  }
  const get = (params: Pick<ExplorePageParams, 'domain' | 'q' | 'sort'>): Promise<number> => {
    // Every sort shows the same startups but 'Closing soon', which leaves out the closed.
    const view = params.sort === 'closing-soon' ? 'closing-soon' : 'all'
    const id = `${params.domain ?? ''}\u0000${params.q}\u0000${view}`
    const now = Date.now()
    const hit = kept.get(id)
    if (hit && now - hit.at < hit.keepMs) return hit.total
    if (hit && !hit.next) {
      // Counted again in the background; the kept total answers meanwhile.
      const next = count(params, now)
      hit.next = next
      next.then(
        ({ total, keepMs }) => {
          if (kept.get(id) === hit)
            kept.set(id, { at: Date.now(), keepMs, total: Promise.resolve(total) })
        },
        () => {
          hit.next = undefined
        },
      )
    }
    if (hit) return hit.total
    if (kept.size >= max) kept.delete(kept.keys().next().value as string)
    const counted = count(params, now)
    const entry: Kept = { at: now, keepMs: ttlMs, total: counted.then(({ total }) => total) }
    counted.then(
      ({ keepMs }) => {
        entry.keepMs = keepMs
      },
      () => kept.delete(id),
    )
    kept.set(id, entry)
    return entry.total
  }
  return { get, clear: () => kept.clear() }
}

/**
 * Explore's pages, each answer kept `ttlMs` for the next visitors: every visitor asks for the
 * same first few (a sort, perhaps a domain), and, the first page being the same for all, its
 * cursor and the next pages' too as they scroll; at a million startups each costs a query. A
 * search's page is kept the same way, by its words: the visitors who look for the same thing in
 * the same second (a word everyone is searching for) share one query, and those who ask at the
 * same moment share the query in flight. Searches are kept apart from the pages, at most
 * `searches` of them, so that many different words never push out the pages every visitor reads.
 * `clear()` forgets them all, as this process does after every write it answers that may change
 * one (server/src/operations.ts), so that a write shows at once to whoever made it; another
 * process's write shows within `ttlMs`. A page after a cursor carries its first page's total in
 * the cursor, so the cursor names the whole answer.
 */
export function keptPages<Page>({ ttlMs = 1_000, max = 200, searches = 100 } = {}) {
  const pages = keptReads<Page>({ ttlMs, max })
  const searched = keptReads<Page>({ ttlMs, max: searches })
  return {
    get(params: ExplorePageParams, base: string, make: () => Promise<Page>): Promise<Page> {
      const { cursor } = params
      const after = cursor ? `${cursor.key}\u0000${cursor.id}\u0000${cursor.total}` : ''
      const key = `${base}\u0000${params.sort}\u0000${params.domain ?? ''}\u0000${params.limit}\u0000${after}`
      return params.q ? searched.get(`${key}\u0000${params.q}`, make) : pages.get(key, make)
    },
    clear: () => {
      pages.clear()
      searched.clear()
    },
  }
}

/**
 * The columns a startup's answer reads (`toPublicStartup`), with the name's key an explore
 * cursor needs: not the owner, the search text, the creation and review times, the invitation's
 * code or the report's file name. Each column costs PostgreSQL its text and the server its
 * parsing and mapping, 25 rows an explore page: a page's round trip from one client took
 * 0.43 ms with every column and 0.38 ms with these (100,000 startups, prepared, the same cursor
 * 3,000 times), and the server's CPU an answer fell by a sixth to a quarter (bench:server).
 */
const {
  ownerUid: _owner,
  createdAt: _created,
  searchText: _searchText,
  submittedAt: _submitted,
  inviteCode: _inviteCode,
  reportName: _reportName,
  ...publicColumns
} = getTableColumns(startups)
export { publicColumns }

/** A startup row as its answer reads it (`publicColumns`). */
export type PublicStartupRow = Pick<typeof startups.$inferSelect, keyof typeof publicColumns>

/** The sort's order, in `key` and `id` (the table's columns or a walk's). */
const orderOf = (sort: ExploreSort, key: SQL | SQL.Aliased, id: SQL | SQL.Aliased) =>
  descending(sort) ? [sql`${key} desc`, sql`${id} desc`] : [sql`${key} asc`, sql`${id} asc`]

/** The query of one page: filters, the cursor's range, the sort's order, one row more. */
function pageQuery(db: Db, shape: Shape, v: Source) {
  const where = [...filters(shape, v), after(shape, v)].filter((c): c is SQL => c !== null)
  return db
    .select(publicColumns)
    .from(startups)
    .where(and(...where))
    .orderBy(...orderOf(shape.sort, KEY[shape.sort], ID))
    .limit(v('limit') as number)
}

/**
 * How many rows of the sort's index a walk reads at most before it leaves the search to the
 * trigram index: a search chosen for a walk finds its page within a tenth of it when its matches
 * are spread through the list as its total says; a search whose matches sit at the end of the
 * list (new startups' words, sorted by most funded) stops here rather than read the whole table.
 */
export const WALK_ROWS = 20_000

/**
 * A search's page, one of two ways, neither left to the planner's guess (which, for a common word
 * whose matches sit at the end of the list, walked the whole sort index: 3.4–3.9 s at a million
 * startups):
 * - walked (`shape.walk`): the rows after the cursor along the sort's index, each looked at for
 *   the words (`strpos`, as `like '%…%'` matches them), until the page is full; the executor
 *   pulls rows one by one, so a common word's page costs a few hundred rows, and a subquery's
 *   limit stops the walk at WALK_ROWS;
 * - from its matches: every match from the trigram index, then the page's rows sorted out of
 *   them (`offset 0` keeps the subquery apart, so that the sort's index cannot be walked): the
 *   cost is the number of matches.
 * The sort's key and id come out of the subquery as columns, which the outer query orders by
 * (a walk's order is its own: no sort is added).
 */
function searchQuery(db: Db, shape: Shape, v: Source) {
  const where = [...filters(shape, v), after(shape, v)].filter((c): c is SQL => c !== null)
  const inner = db
    .select({
      ...getTableColumns(startups),
      walkKey: sql`${KEY[shape.sort]}`.as('walk_key'),
      walkId: sql`${ID}`.as('walk_id'),
    })
    .from(startups)
    .where(and(...where))
  // The subquery goes by the table's name, so that the page selects the table's own columns
  // from it: rows come out as the table's, mapped as a page's are (a subquery's columns, by its
  // own name, cost Drizzle a fifth more CPU a page to map).
  const rows = shape.walk
    ? inner
        .orderBy(...orderOf(shape.sort, KEY[shape.sort], ID))
        .limit(WALK_ROWS)
        .as('startups')
    : // Drizzle leaves out an offset of 0 (the number), not one written as SQL.
      inner.offset(sql`0` as unknown as number).as('startups')
  const outer = db.select(publicColumns).from(rows)
  return (shape.walk ? outer.where(sql`strpos(${rows.searchText}, ${v('needle')}) > 0`) : outer)
    .orderBy(...orderOf(shape.sort, sql`${rows.walkKey}`, sql`${rows.walkId}`))
    .limit(v('limit') as number)
}

/** The query of one page with its values in it (to read its SQL and plan). */
export const explorePageQuery = (
  db: Db,
  params: ExplorePageParams,
  { now = Date.now(), walk = false } = {},
) => {
  const shape = shapeOf(params, walk)
  const values = inline(valuesOf(params, now))
  return shape.q ? searchQuery(db, shape, values) : pageQuery(db, shape, values)
}

type PreparedPage = ReturnType<ReturnType<typeof pageQuery>['prepare']>
type PreparedSearch = ReturnType<ReturnType<typeof searchQuery>['prepare']>
/** Each database's prepared page queries, by shape. */
const preparedPages = new WeakMap<Db, Map<string, PreparedPage | PreparedSearch>>()

/**
 * Runs a page's query as the prepared statement of its shape (five sorts, with or without a
 * domain and a cursor, a search walked or not), so that PostgreSQL may plan it once per connection
 * and Drizzle builds its SQL once per process rather than at every request: planning the first
 * page took 1.4–2 ms against 0.7 ms to run it at a million startups. A search read from its
 * matches is planned for its words each time (how many match decides between the trigram index
 * and a scan of the table); its SQL is still built once a shape (Drizzle's building was about a
 * fifth of a search's CPU in the server): it runs as an unnamed statement, which PostgreSQL plans
 * with the values it is given. A walked search keeps its plan: it is a range of the sort's index
 * whatever the words.
 */
async function runPage(
  db: Db,
  params: ExplorePageParams,
  walk: boolean,
): Promise<PublicStartupRow[]> {
  const shape = shapeOf(params, walk)
  const name = `explore_${shape.sort}_${+shape.domain}${+shape.q}${+shape.cursor}${+shape.walk}`
  let kept = preparedPages.get(db)
  if (!kept) preparedPages.set(db, (kept = new Map()))
  let prepared = kept.get(name)
  if (!prepared) {
    prepared = shape.walk
      ? searchQuery(db, shape, placeholders).prepare(name)
      : shape.q
        ? searchQuery(db, shape, placeholders).prepare('')
        : pageQuery(db, shape, placeholders).prepare(name)
    kept.set(name, prepared)
  }
  return prepared.execute(valuesOf(params, Date.now()))
}

/**
 * Whether a search's page is looked for along the sort's index rather than from the trigram
 * index. From the trigram index PostgreSQL reads every match to sort them (a word in a tenth of a
 * million startups: 100,000 rows, about 100 ms); along the sort's index it reads, for matches
 * spread through the list, about (page + 1) × listed ÷ matches rows. The walk is chosen when that
 * is fewer than the matches and well inside WALK_ROWS; `listed` is how many anyone can find (the
 * unfiltered total).
 */
export function walks(params: ExplorePageParams, total: number, listed: number): boolean {
  if (!params.q || total <= 0 || listed <= 0) return false
  const rowsRead = ((params.limit + 1) * listed) / total
  return rowsRead < total && rowsRead <= WALK_ROWS / 10
}

/** How long a first page's short walk is remembered (`shortWalks`), and how many at most. */
export const SHORT_WALK_MS = 60_000
const SHORT_WALKS = 1_000

/**
 * The searches whose first page a walk read WALK_ROWS rows for without filling it, by sort,
 * domain and words, with when: their matches sit together away from the start of the sort's
 * order (a word of names, sorted by name: "krishi" at a million startups), where `walks`, which
 * takes them for spread through the list, cannot see it. For SHORT_WALK_MS their first page goes
 * to the trigram index at once (that one's 217 → 159 ms, median of 20). Only first pages: a
 * later page starts at its cursor, perhaps among those very matches, where a walk fills it at
 * once. Which way a page is read never changes what it holds.
 */
const shortWalks = new WeakMap<Db, LRUCache<string, number>>()
const shortWalkKey = (params: ExplorePageParams) =>
  params.cursor ? null : `${params.sort}\u0000${params.domain ?? ''}\u0000${params.q}`

function walkedShortLately(db: Db, key: string | null, now: number) {
  const at = key === null ? undefined : shortWalks.get(db)?.get(key)
  return at !== undefined && now - at < SHORT_WALK_MS
}

function rememberShortWalk(db: Db, key: string | null, now: number) {
  if (key === null) return
  let kept = shortWalks.get(db)
  if (!kept) shortWalks.set(db, (kept = new LRUCache({ max: SHORT_WALKS })))
  kept.set(key, now)
}

/**
 * One page of startups in the sort's order after the cursor, and the cursor of the next. A search
 * with `listed` (how many anyone can find) may be walked (`walks`); a walk that reached WALK_ROWS
 * without filling the page is asked again of the trigram index, and for a first page remembered
 * (`shortWalks`).
 */
export async function explorePageRows(
  db: Db,
  params: ExplorePageParams,
  total: number,
  listed = 0,
  now = Date.now(),
) {
  const key = shortWalkKey(params)
  const walked = walks(params, total, listed) && !walkedShortLately(db, key, now)
  let rows = await runPage(db, params, walked)
  if (walked && rows.length <= params.limit) {
    rememberShortWalk(db, key, now)
    rows = await runPage(db, params, false)
  }
  const page = rows.slice(0, params.limit)
  const last = page.at(-1)
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
