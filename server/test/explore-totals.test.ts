import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../src/db/database'
import { keptPages, totalsCache } from '../src/explore'
import { encodeCursor, readExplorePageParams } from '@/domain/explore-page'
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

  it('are kept longer the more their count cost, up to a bound', async () => {
    // Any count takes more than 0.03 ms: kept for its cost (more than the 300 ms), but not past
    // the bound of 3 s.
    const totals = totalsCache(database.db, { ttlMs: 300, costRatio: 100_000, maxKeepMs: 3_000 })
    const first = await totals.get(all)
    await hideOne()
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(await totals.get(all)).toBe(first)
    // Still the total kept: not counted again past the 300 ms.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await totals.get(all)).toBe(first)
    // Past the bound: counted again.
    await new Promise((resolve) => setTimeout(resolve, 2_200))
    await totals.get(all)
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

describe("explore's pages kept", () => {
  const params = (query: string) => readExplorePageParams(new URLSearchParams(query))
  const counter = () => {
    let made = 0
    return { make: async () => ++made, made: () => made }
  }

  it('are made once for their time, then again; another sort, base or search is its own', async () => {
    const pages = keptPages<number>({ ttlMs: 300 })
    const { make, made } = counter()
    const first = params('limit=24&sort=newest')
    expect(await pages.get(first, 'http://a', make)).toBe(1)
    expect(await pages.get(first, 'http://a', make)).toBe(1)
    expect(await pages.get(params('limit=24&sort=name'), 'http://a', make)).toBe(2)
    expect(await pages.get(first, 'http://b', make)).toBe(3)
    expect(await pages.get(params('limit=24&sort=newest&q=solar'), 'http://a', make)).toBe(4)
    expect(await pages.get(params('limit=24&sort=newest&q=solar'), 'http://a', make)).toBe(4)
    expect(await pages.get(params('limit=24&sort=newest&q=solar pune'), 'http://a', make)).toBe(5)
    expect(await pages.get(params('limit=24&sort=name&q=solar'), 'http://a', make)).toBe(6)
    expect(await pages.get(params('limit=24&sort=newest&q=solar'), 'http://b', make)).toBe(7)
    await new Promise((resolve) => setTimeout(resolve, 350))
    expect(await pages.get(first, 'http://a', make)).toBe(8)
    expect(await pages.get(params('limit=24&sort=newest&q=solar'), 'http://a', make)).toBe(9)
    expect(made()).toBe(9)
  })

  it('share a search asked for again while it is read: one query for all who ask', async () => {
    const pages = keptPages<number>({ ttlMs: 60_000 })
    let made = 0
    const waiting: Array<() => void> = []
    const make = () => {
      const n = (made += 1)
      return new Promise<number>((resolve) => waiting.push(() => resolve(n)))
    }
    const solar = params('limit=24&q=solar')
    const asked = [1, 2, 3].map(() => pages.get(solar, 'http://a', make))
    for (const answer of waiting) answer()
    expect(await Promise.all(asked)).toEqual([1, 1, 1])
    expect(made).toBe(1)
  })

  it('keep searches apart, so that many different words never push out the pages', async () => {
    const pages = keptPages<number>({ ttlMs: 60_000, max: 5, searches: 3 })
    const { make, made } = counter()
    const first = params('limit=24')
    expect(await pages.get(first, 'http://a', make)).toBe(1)
    for (const word of ['solar', 'pune', 'krishi', 'tiffin', 'paani', 'water'])
      await pages.get(params(`limit=24&q=${word}`), 'http://a', make)
    expect(made()).toBe(7)
    expect(await pages.get(first, 'http://a', make)).toBe(1)
    // The oldest searches went, the newest stayed.
    expect(await pages.get(params('limit=24&q=water'), 'http://a', make)).toBe(7)
    expect(await pages.get(params('limit=24&q=solar'), 'http://a', make)).toBe(8)
  })

  it('keep a page after a cursor by the whole cursor, as every visitor scrolling asks for it', async () => {
    const pages = keptPages<number>({ ttlMs: 60_000 })
    const { make, made } = counter()
    const after = (key: number, id: string, total: number) =>
      params(
        `limit=24&sort=most-funded&cursor=${encodeCursor({ sort: 'most-funded', key, id, total })}`,
      )
    expect(await pages.get(after(500, 'b', 90), 'http://a', make)).toBe(1)
    expect(await pages.get(after(500, 'b', 90), 'http://a', make)).toBe(1)
    // Another place in the list, or the same place counted with another total, is its own page.
    expect(await pages.get(after(500, 'c', 90), 'http://a', make)).toBe(2)
    expect(await pages.get(after(400, 'b', 90), 'http://a', make)).toBe(3)
    expect(await pages.get(after(500, 'b', 91), 'http://a', make)).toBe(4)
    expect(await pages.get(params('limit=24&sort=most-funded'), 'http://a', make)).toBe(5)
    // A search after a cursor is kept by its words and the cursor: other words are another page.
    const searchedAfter = (q: string) =>
      params(
        `limit=24&sort=most-funded&q=${q}&cursor=${encodeCursor({ sort: 'most-funded', key: 500, id: 'b', total: 90 })}`,
      )
    expect(await pages.get(searchedAfter('solar'), 'http://a', make)).toBe(6)
    expect(await pages.get(searchedAfter('solar'), 'http://a', make)).toBe(6)
    expect(await pages.get(searchedAfter('pune'), 'http://a', make)).toBe(7)
    expect(made()).toBe(7)
  })

  it('are made again once forgotten, and never kept with no time to keep them', async () => {
    const pages = keptPages<number>({ ttlMs: 60_000 })
    const { make } = counter()
    const first = params('limit=24')
    const searched = params('limit=24&q=solar')
    expect(await pages.get(first, 'http://a', make)).toBe(1)
    expect(await pages.get(searched, 'http://a', make)).toBe(2)
    pages.clear()
    expect(await pages.get(first, 'http://a', make)).toBe(3)
    expect(await pages.get(searched, 'http://a', make)).toBe(4)
    const none = keptPages<number>({ ttlMs: 0 })
    expect(await none.get(first, 'http://a', make)).toBe(5)
    expect(await none.get(first, 'http://a', make)).toBe(6)
    expect(await none.get(searched, 'http://a', make)).toBe(7)
    expect(await none.get(searched, 'http://a', make)).toBe(8)
  })
})
