import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ExploreSort } from '@/domain/explore'
import { EXPLORE_SORTS } from '@/domain/explore'
import { readExplorePageParams } from '@/domain/explore-page'
import { startPostgres } from '../../scripts/postgres.mjs'
import { openDatabase, type Database } from '../src/db/database'
import { explorePageQuery, explorePageRows, SHORT_WALK_MS, walks, WALK_ROWS } from '../src/explore'
import { seedScale } from '../src/seed-scale'
import { historyVersionNow, historyVersionRead, paymentsStore } from '../src/store/payments'
import { EVERY_STARTUP_BATCH, everyStartupBatch, startupsStore } from '../src/store/startups'

/**
 * The paged explore on a real PostgreSQL filled by the bulk seeder: every sort, a later page,
 * the search and the domain filter are answered from an index (EXPLAIN), never a scan of the
 * whole table.
 */
let cluster: ReturnType<typeof startPostgres>
let database: Database
let raw: pg.Pool
const COUNT = 60_000

beforeAll(async () => {
  cluster = startPostgres({ port: 55435 })
  database = await openDatabase({
    databaseUrl: cluster.url,
    dataDir: 'unused',
    log: pino({ level: 'silent' }),
  })
  await database.migrate()
  // Large enough for the bulk path (indexes dropped and built again) and for the planner to
  // prefer indexes to scans.
  await seedScale(database, { startups: COUNT, label: 'plan', now: Date.UTC(2026, 10, 1) })
  raw = new pg.Pool({ connectionString: cluster.url, max: 1 })
}, 240_000)

afterAll(async () => {
  await raw?.end()
  await database?.close()
  cluster?.destroy()
})

const params = (query: string) => readExplorePageParams(new URLSearchParams(query))

async function plan(query: string, { walk = false } = {}) {
  const { sql, params: values } = explorePageQuery(database.db, params(query), { walk }).toSQL()
  const { rows } = await raw.query(`explain ${sql}`, values)
  return rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n')
}

/** The statements `run` sends to the driver, in order: a prepared one's name, its SQL, values. */
async function statementsOf(run: () => Promise<unknown>) {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client
  const sent: { name?: string; text: string; values: unknown[] }[] = []
  const query = pool.query.bind(pool)
  pool.query = ((config: { name?: string; text: string; values?: unknown[] }, values: unknown) => {
    sent.push({
      name: config.name,
      text: config.text,
      values: config.values ?? (values as unknown[] | undefined) ?? [],
    })
    return query(config as never, values as never)
  }) as typeof pool.query
  try {
    await run()
  } finally {
    pool.query = query as typeof pool.query
  }
  return sent
}

describe('the bulk seeder', () => {
  it('fills startups, founders, investors and payments, totals matching payments', async () => {
    const count = async (text: string) => Number((await raw.query(text)).rows[0].n)
    expect(await count("select count(*) n from startups where id like 'plan-%'")).toBe(COUNT)
    expect(await count("select count(*) n from users where uid like 'plan-founder-%'")).toBe(COUNT)
    expect(
      await count("select count(*) n from payments where id like 'plan-payment-%'"),
    ).toBeGreaterThan(COUNT)
    const mismatched = await count(
      `select count(*) n from startups s where s.id like 'plan-%' and s.funds_received <>
         coalesce((select sum(amount) from payments p where p.startup_id = s.id), 0)`,
    )
    expect(mismatched).toBe(0)
  })
})

describe('explore plans', () => {
  it.each(EXPLORE_SORTS)('%s: the first page and a later one read the sort index', async (sort) => {
    const first = await plan(`sort=${sort}&limit=24`)
    expect(first).toMatch(/Index (Only )?Scan using startups_\w+_idx/)
    expect(first).not.toMatch(/Seq Scan on startups/)
    // A page far down the list starts inside the index (Index Cond), not from its top.
    const page = await explorePageRows(database.db, params(`sort=${sort}&limit=100`), COUNT)
    let cursor = page.next!
    for (let i = 0; i < 20; i++) {
      const next = await explorePageRows(
        database.db,
        params(`sort=${sort}&limit=100&cursor=${cursor}`),
        COUNT,
      )
      cursor = next.next!
    }
    const later = await plan(`sort=${sort}&limit=24&cursor=${cursor}`)
    expect(later).toMatch(/Index Cond/)
    expect(later).not.toMatch(/Seq Scan on startups/)
  })

  it('a search reads the trigram index (the search column is sampled finely: migration 0005)', async () => {
    const target = await raw.query(
      "select attstattarget n from pg_attribute where attrelid = 'startups'::regclass and attname = 'search_text'",
    )
    expect(Number(target.rows[0].n)).toBe(1000)
    const searched = await plan('q=krishisense&sort=most-funded')
    expect(searched).toMatch(/startups_search_idx/)
    expect(searched).not.toMatch(/Seq Scan on startups/)
  })

  it('a search is planned for its words each time, its SQL built once', async () => {
    // What reaches the driver: a kept plan is a named statement; an unnamed one is planned
    // with the values it comes with (a plan kept for every search would walk the sort's index
    // through the whole table for a rare word).
    // Drizzle's query building, counted: once for the shape, not once a search.
    const built = vi.spyOn(database.db, 'select')
    const sent = await statementsOf(async () => {
      try {
        for (const q of ['krishi', 'solar', 'zzzzqx'])
          await explorePageRows(database.db, params(`q=${q}&sort=name&domain=IT&limit=24`), 0)
        // One shape: its subquery and the page around it.
        expect(built).toHaveBeenCalledTimes(2)
      } finally {
        built.mockRestore()
      }
      await explorePageRows(database.db, params('sort=most-funded&limit=24'), 0)
    })
    const searches = sent.slice(0, 3)
    expect(searches.map((s) => s.name || null)).toEqual([null, null, null])
    expect(new Set(searches.map((s) => s.text)).size).toBe(1)
    expect(searches[0]!.text).toMatch(/like \$\d/)
    // The first page without a search keeps its plan, as a named statement.
    expect(sent[3]!.name).toMatch(/^explore_most-funded_/)
  })

  it("a common word's search walks the sort index; a rare word's reads the trigram index", async () => {
    const count = async (where: string, values: unknown[] = []) =>
      Number(
        (
          await raw.query(
            `select count(*) n from startups where listing = 'live' and not invite_only ${where}`,
            values,
          )
        ).rows[0].n,
      )
    const listed = await count('')
    const matching = (q: string) => count('and search_text like $1', [`%${q}%`])
    // 'pune' is one startup in ten; 'paani labs' one in six hundred.
    expect(walks(params('q=pune&limit=24'), await matching('pune'), listed)).toBe(true)
    expect(walks(params('q=paani labs&limit=24'), await matching('paani labs'), listed)).toBe(false)
    expect(walks(params('limit=24'), listed, listed)).toBe(false)
    // The walk is a range of the sort's index, read in its order: no sort, no trigrams.
    for (const query of ['q=pune&sort=most-funded', 'q=pune&sort=closest-to-goal&domain=IT']) {
      const walked = await plan(query, { walk: true })
      expect(walked).toMatch(/Index Scan using startups_(funded|goal)_idx/)
      expect(walked).not.toMatch(/Sort Key|startups_search_idx|Seq Scan on startups/)
    }
    // Not walked, even a common word is read from its matches and sorted: the planner, left to
    // choose, walks the sort's index for it, through the whole table when its matches sit at the
    // end of the list.
    const fromMatches = await plan('q=pune&sort=most-funded')
    expect(fromMatches).toMatch(/startups_search_idx/)
    expect(fromMatches).toMatch(/Sort Key/)
    expect(fromMatches).not.toMatch(/startups_funded_idx/)
  })

  it.each([
    ['most-funded', 'krishi', ''],
    ['newest', 'solar', ''],
    ['closest-to-goal', 'pune', 'IT'],
    ['name', 'tiffin', ''],
    ['closing-soon', 'farmers', ''],
  ])(
    'a walked search (%s, %s) pages exactly as the trigram index does',
    async (sort, q, domain) => {
      const pages = async (listed: number) => {
        const ids: string[] = []
        let cursor: string | null = null
        for (let i = 0; i < 4; i++) {
          const query: string = `sort=${sort}&q=${q}&limit=24${domain ? `&domain=${domain}` : ''}${cursor ? `&cursor=${cursor}` : ''}`
          const { page, next } = await explorePageRows(database.db, params(query), 5_000, listed)
          ids.push(...page.map((row) => row.id))
          cursor = next
          if (!cursor) break
        }
        return ids
      }
      expect(walks(params(`q=${q}&limit=24`), 5_000, COUNT)).toBe(true)
      const walked = await pages(COUNT)
      expect(walked.length).toBeGreaterThan(24)
      expect(walked).toEqual(await pages(0))
    },
  )

  it('a walk that reads its rows without filling the page leaves it to the trigram index', async () => {
    // The 30 least funded startups alone have a word: past the WALK_ROWS most funded.
    const { rows } = await raw.query(
      `update startups set search_text = search_text || ' zzlastword' where id in (
         select id from startups where listing = 'live' and not invite_only
         order by funds_received asc, id collate "C" asc limit 30) returning id`,
    )
    expect(COUNT - 30).toBeGreaterThan(WALK_ROWS)
    const query = 'q=zzlastword&sort=most-funded&limit=24'
    // As if the word were common, so that the page is walked first.
    expect(walks(params(query), COUNT, COUNT)).toBe(true)
    const at = Date.now()
    const firstPage = () => explorePageRows(database.db, params(query), COUNT, COUNT, at)
    let next: string | null = null
    const sent = await statementsOf(async () => {
      const first = await firstPage()
      next = first.next
      const second = await explorePageRows(
        database.db,
        params(`${query}&cursor=${first.next}`),
        COUNT,
        COUNT,
        at,
      )
      expect(second.next).toBeNull()
      expect(new Set([...first.page, ...second.page].map((row) => row.id))).toEqual(
        new Set(rows.map((row: { id: string }) => row.id)),
      )
    })
    const ways = (statements: { name?: string }[]) =>
      statements.map((s) => (s.name ? 'walk' : 'trigram'))
    // Each page: the walk (a kept plan), then the trigram index (planned for its words).
    expect(ways(sent)).toEqual(['walk', 'trigram', 'walk', 'trigram'])

    // The first page's short walk is remembered a while: its next visitors go to the trigram
    // index at once, for the same page; a later page still walks from its cursor.
    let again: Awaited<ReturnType<typeof firstPage>> | undefined
    const sentAgain = await statementsOf(async () => {
      again = await explorePageRows(database.db, params(query), COUNT, COUNT, at + 1_000)
      await explorePageRows(
        database.db,
        params(`${query}&cursor=${next}`),
        COUNT,
        COUNT,
        at + 1_000,
      )
    })
    expect(ways(sentAgain)).toEqual(['trigram', 'walk', 'trigram'])
    expect(again).toEqual(await firstPage())
    const sentLater = await statementsOf(() =>
      explorePageRows(database.db, params(query), COUNT, COUNT, at + SHORT_WALK_MS),
    )
    expect(ways(sentLater)).toEqual(['walk', 'trigram'])
  })

  it('a domain filter walks the sort index', async () => {
    const filtered = await plan('domain=Healthcare&sort=newest')
    expect(filtered).toMatch(/Index Scan using startups_founded_idx/)
  })

  it('pages through a view with no duplicates (keyset)', async () => {
    const sort: ExploreSort = 'closest-to-goal'
    const seen = new Set<string>()
    let cursor: string | null = null
    let pages = 0
    do {
      const query: string = `sort=${sort}&domain=IT&limit=100${cursor ? `&cursor=${cursor}` : ''}`
      const { page, next } = await explorePageRows(database.db, params(query), 0)
      for (const row of page) {
        expect(seen.has(row.id)).toBe(false)
        seen.add(row.id)
      }
      cursor = next
      pages++
    } while (cursor && pages < 200)
    const { rows } = await raw.query("select count(*) n from startups where domain @> array['IT']")
    expect(seen.size).toBe(Number(rows[0].n))
  })
})

describe("the base contract's explore (every startup)", () => {
  it('reads them in batches along the creation index, oldest first, each once', async () => {
    // The oldest 1,500 made within microseconds of each other, many at the same one: batches
    // end among them, so the next must start at the microsecond and break the tie by id.
    await raw.query(
      `update startups s set created_at = timestamptz '2020-01-01 00:00:00+00' + (t.n % 7) * interval '1 microsecond'
         from (select id, row_number() over (order by id) n from startups order by id limit 1500) t
         where s.id = t.id`,
    )
    const { rows } = await raw.query(
      'select id from startups where listing = $1 and not invite_only order by created_at, id',
      ['live'],
    )
    const expected = rows.map((row: { id: string }) => row.id)
    expect(expected.length).toBeGreaterThan(EVERY_STARTUP_BATCH * 2)
    const read: string[] = []
    let batches = 0
    for await (const batch of startupsStore(database.db).everyStartup('http://x')) {
      expect(batch.length).toBeLessThanOrEqual(EVERY_STARTUP_BATCH)
      read.push(...batch.map((startup) => startup._id))
      batches++
    }
    expect(read).toEqual(expected)
    expect(batches).toBe(Math.ceil(expected.length / EVERY_STARTUP_BATCH))
  })

  it('starts each batch inside the index, not by sorting the table', async () => {
    const { rows } = await raw.query(
      'select created_at::text at, id from startups order by created_at, id offset 30000 limit 1',
    )
    const { sql, params: values } = everyStartupBatch(database.db, rows[0]).toSQL()
    const { rows: planned } = await raw.query(`explain ${sql}`, values)
    const text = planned.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n')
    expect(text).toMatch(/Index Scan using startups_created_at_idx/)
    expect(text).toMatch(/Index Cond/)
    expect(text).not.toMatch(/Seq Scan on startups|Sort Key/)
  })
})

describe("a user's history", () => {
  const store = () =>
    paymentsStore(database.db, {
      mailer: {} as never,
      hashOtp: {} as never,
      log: pino({ level: 'silent' }),
    })
  const ids = async (text: string, uid: string) =>
    (await raw.query(text, [uid])).rows.map((row: { id: string }) => row.id)
  /** An investor with more than two payments. */
  const AN_INVESTOR =
    "select user_uid uid from payments where id like 'plan-payment-%' group by user_uid having count(*) > 2 limit 1"

  it.each([
    [
      'an investor: the payments they made',
      AN_INVESTOR,
      'select id from payments where user_uid = $1 order by created_at desc, id desc',
    ],
    [
      'a founder: the payments made to the startup they own',
      'select s.owner_uid uid from startups s join payments p on p.startup_id = s.id group by s.owner_uid having count(*) > 2 limit 1',
      'select p.id from payments p join startups s on s.id = p.startup_id where s.owner_uid = $1 order by p.created_at desc, p.id desc',
    ],
  ])('%s, role and rows in one statement along an index', async (_, who, expected) => {
    const uid = (await raw.query(who)).rows[0].uid as string
    let history: Awaited<ReturnType<ReturnType<typeof store>['history']>> = []
    const sent = await statementsOf(async () => {
      history = await store().history(uid, 'http://x')
    })
    expect(history.map((record) => record.paymentData._id)).toEqual(await ids(expected, uid))
    expect(history.length).toBeGreaterThan(2)
    // One round trip: the role is read in the same statement, not before it.
    expect(sent).toHaveLength(1)
    expect(sent[0]!.name).toBe('history_of')
    const { rows } = await raw.query(`explain ${sent[0]!.text}`, sent[0]!.values)
    const planned = rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n')
    // history_epoch has one row, which a scan reads as fast as an index would.
    expect(planned).not.toMatch(/Seq Scan on (?!history_epoch)/)
    expect(planned).toMatch(/Seq Scan on history_epoch/)
  })

  it("an investor's payments come from the index alone (migration 0019's INCLUDE)", async () => {
    const uid = (await raw.query(AN_INVESTOR)).rows[0].uid as string
    // As autovacuum leaves a table that has settled: its pages all visible, so the index alone
    // can answer.
    await raw.query('vacuum payments')
    const sent = await statementsOf(() => store().history(uid, 'http://x'))
    const { rows } = await raw.query(`explain ${sent[0]!.text}`, sent[0]!.values)
    const planned = rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n')
    expect(planned).toMatch(/Index Only Scan using payments_user_uid_idx on payments/)
  })

  it('is empty for a uid nobody registered, still one statement', async () => {
    const sent = await statementsOf(async () => {
      expect(await store().history('plan-nobody', 'http://x')).toEqual([])
    })
    expect(sent).toHaveLength(1)
  })

  it('has a version that every change it shows moves, whoever makes it, and nothing else moves', async () => {
    const investor = (await raw.query(AN_INVESTOR)).rows[0].uid as string
    const versionNow = historyVersionNow(database.db)
    /** The history as read, the version it was read at, and the version now. */
    const read = async (uid: string) => {
      const history = await store().history(uid, 'http://x')
      const version = historyVersionRead(history)
      expect(version).toBeDefined()
      expect(await versionNow(uid)).toBe(version)
      return { history, version: version! }
    }
    const first = await read(investor)
    const { startupData, paymentData } = first.history[0]!
    const founder = (
      await raw.query('select owner_uid from startups where id = $1', [startupData._id])
    ).rows[0].owner_uid as string
    const founderFirst = await read(founder)
    // One statement of two rows looked up by key: what a kept history costs to check.
    const sent = await statementsOf(() => versionNow(investor))
    expect(sent.map((statement) => statement.name)).toEqual(['history_version_of'])
    const { rows } = await raw.query(`explain ${sent[0]!.text}`, sent[0]!.values)
    const planned = rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n')
    expect(planned).toMatch(/Index Scan using history_versions_pkey/)
    const versions = async () => ({
      investor: await versionNow(investor),
      founder: await versionNow(founder),
    })
    /**
     * A change made on another connection (as another server process makes it): whether it moved
     * the investor's and the founder's versions, and both histories read after it; then it is
     * undone.
     */
    const change = async (text: string, values: unknown[], undo: string) => {
      const before = await versions()
      await raw.query(text, values)
      const after = await versions()
      const histories = {
        investor: await store().history(investor, 'http://x'),
        founder: await store().history(founder, 'http://x'),
      }
      await raw.query(undo, values)
      const moved = {
        investor: after.investor !== before.investor,
        founder: after.founder !== before.founder,
      }
      return { moved, ...histories }
    }
    const both = { investor: true, founder: true }
    const neither = { investor: false, founder: false }
    // What the history does not show moves nothing: a reminder sent, a startup's total.
    const reminded = await change(
      'update payments set reminded_at = now() where id = $1',
      [paymentData._id],
      'update payments set reminded_at = null where id = $1',
    )
    expect(reminded.moved).toEqual(neither)
    const total = await change(
      'update startups set funds_received = funds_received + 0 where id = $1',
      [startupData._id],
      'select $1::text',
    )
    expect(total.moved).toEqual(neither)
    expect(await versions()).toEqual({ investor: first.version, founder: founderFirst.version })
    // Each change it shows moves both histories' versions, and a new read shows it.
    const renamed = await change(
      "update startups set name = name || ' (renamed)' where id = $1",
      [startupData._id],
      "update startups set name = replace(name, ' (renamed)', '') where id = $1",
    )
    expect(renamed.moved).toEqual(both)
    expect(renamed.investor[0]!.startupData.name).toBe(`${startupData.name} (renamed)`)
    const cancelled = await change(
      'update payments set cancelled_at = now() where id = $1',
      [paymentData._id],
      'update payments set cancelled_at = null where id = $1',
    )
    expect(cancelled.moved).toEqual(both)
    expect(cancelled.investor[0]!.paymentData.cancelledAt).not.toBeNull()
    const invested = await change(
      "insert into payments (id, user_uid, startup_id, amount) values ('kept-new', $1, $2, 1000)",
      [investor, startupData._id],
      "delete from payments where id = 'kept-new' and $1::text is not null and $2::text is not null",
    )
    expect(invested.moved).toEqual(both)
    expect(invested.investor[0]!.paymentData._id).toBe('kept-new')
    expect(invested.founder.map((record) => record.paymentData._id)).toContain('kept-new')
    // Undone, each reads as it was, at a version of its own.
    const undone = await read(investor)
    expect(undone.history).toEqual(first.history)
    expect(undone.version).not.toBe(first.version)
    // The founder's history shows the investor: their new name moves it.
    const theirs = (history: typeof first.history) =>
      history.find((record) => record.paymentData._id === paymentData._id)!.userData
    const renamedInvestor = await change(
      "update users set name = 'Renamed Investor' where uid = $1 and $2::text is not null",
      [investor, theirs(founderFirst.history).name],
      'update users set name = $2 where uid = $1',
    )
    expect(renamedInvestor.moved.founder).toBe(true)
    expect(theirs(renamedInvestor.founder).name).toBe('Renamed Investor')
    // A founder made an operator no longer has their startup's payments as theirs: only the
    // founder's history moves.
    const appointed = await change(
      'update users set operator_since = now() where uid = $1',
      [founder],
      'update users set operator_since = null where uid = $1',
    )
    expect(appointed.moved).toEqual({ investor: false, founder: true })
    expect(appointed.founder).toEqual([])
    expect(historyVersionRead(appointed.founder)).toBeUndefined()
    expect((await read(founder)).history).toHaveLength(founderFirst.history.length)
  })
})
