import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../src/db/database'
import { totalsCache } from '../src/explore'
import { seedScale } from '../src/seed-scale'

let database: Database

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://', log: console })
  await database.migrate()
  await seedScale(database, { startups: 30, label: 'totals' })
})

afterAll(() => database?.close())

/** What another server process does: a startup leaves the count without this process knowing. */
const hideOne = () =>
  database.db.execute(
    sql`update startups set invite_only = true where id = (select id from startups where listing = 'live' and not invite_only order by id limit 1)`,
  )
const all = { domain: null, q: '', sort: 'most-funded' as const }

describe("explore's totals", () => {
  it('are kept for the time given, then answered from what was kept while they are counted again', async () => {
    const totals = totalsCache(database.db, { ttlMs: 300 })
    const first = await totals.get(all)
    expect(first).toBeGreaterThan(0)
    await hideOne()
    // Within the time: the total kept.
    expect(await totals.get(all)).toBe(first)
    await new Promise((resolve) => setTimeout(resolve, 350))
    // Past it: no wait for a count, the total kept; the new count follows.
    expect(await totals.get(all)).toBe(first)
    await expect.poll(() => totals.get(all), { timeout: 5_000, interval: 20 }).toBe(first - 1)
  })

  it('are counted afresh, and waited for, once this process forgets them', async () => {
    const totals = totalsCache(database.db, { ttlMs: 60_000 })
    const first = await totals.get(all)
    await hideOne()
    expect(await totals.get(all)).toBe(first)
    totals.clear()
    expect(await totals.get(all)).toBe(first - 1)
  })
})
