import { lt, sql } from 'drizzle-orm'
import type { Db } from './db/database'
import { floodCounts } from './db/schema'

type Counted = { current: number; ttl: number }
type Callback = (error: Error | null, counted?: Counted) => void

/** The most counts a process takes at once for one address. */
const BLOCK_MAX = 64

/**
 * One address in the current window, as this process sees it: the counts it has taken from the
 * database (`next` to `last`, to hand out one a request), and the claim in flight, if any.
 */
interface Taken {
  next: number
  last: number
  claim?: Promise<void>
}

/**
 * @fastify/rate-limit's store in PostgreSQL, so that every server process on the database
 * enforces one limit together rather than one each. Each address is counted per fixed window
 * (aligned to the clock, so every process agrees on it) in one row of an UNLOGGED table (counts
 * are worth no WAL; a database crash only forgets a minute of them).
 *
 * A process takes counts in blocks: one upsert adds a block to the row and hands this process the
 * numbers in it, which it gives its requests one by one without asking the database again. A
 * request's number is its place among all processes' requests in the window, so no more than the
 * limit ever pass; a block shrinks as the count nears the limit (an eighth of the room left, at
 * most 64, at least 1), so the counts a process took and did not use keep only a few requests of
 * a visitor near the limit out early. Once an address is over, it stays over for the window
 * without a query (counts only grow). Ended windows are forgotten here and pruned there.
 */
export function sharedFloodStore(db: Db) {
  let window = 0
  let taken = new Map<string, Taken>()

  async function claim(key: string, entry: Taken, windowStart: number, max: number) {
    const size = Math.min(BLOCK_MAX, Math.max(1, Math.floor((max - entry.last) / 8)))
    const [row] = await db
      .insert(floodCounts)
      .values({ key, windowStart, count: size })
      .onConflictDoUpdate({
        target: [floodCounts.key, floodCounts.windowStart],
        set: { count: sql`${floodCounts.count} + ${size}` },
      })
      .returning({ count: floodCounts.count })
    entry.next = row!.count - size + 1
    entry.last = row!.count
  }

  async function count(key: string, timeWindow: number, max: number): Promise<Counted> {
    const now = Date.now()
    const windowStart = now - (now % timeWindow)
    if (windowStart !== window) {
      if (window !== 0)
        void db
          .delete(floodCounts)
          .where(lt(floodCounts.windowStart, windowStart))
          .catch(() => undefined)
      window = windowStart
      taken = new Map()
    }
    const ttl = windowStart + timeWindow - now
    const entry = taken.get(key) ?? { next: 1, last: 0 }
    taken.set(key, entry)
    for (;;) {
      if (entry.next <= entry.last) return { current: entry.next++, ttl }
      if (entry.last > max) return { current: entry.last + 1, ttl }
      entry.claim ??= claim(key, entry, windowStart, max).finally(() => {
        entry.claim = undefined
      })
      await entry.claim
    }
  }

  return class SharedFloodStore {
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      count(key, timeWindow, max).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }

    child() {
      return this
    }
  }
}
