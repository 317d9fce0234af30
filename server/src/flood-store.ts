import { lt, sql } from 'drizzle-orm'
import type { Db } from './db/database'
import { floodCounts } from './db/schema'

type Counted = { current: number; ttl: number }
type Callback = (error: Error | null, counted?: Counted) => void

/** One in this many counts also clears the windows that have ended. */
const PRUNE_EVERY = 500

/**
 * @fastify/rate-limit's store in PostgreSQL: each address's requests are counted per fixed window
 * (aligned to the clock, so every process agrees on it) in one row, with one upsert a request, so
 * every server process on the database enforces one limit together rather than one each. An
 * UNLOGGED table: counts are worth no WAL, and a database crash only forgets a minute of them.
 */
export function sharedFloodStore(db: Db) {
  let counted = 0
  const prune = (before: number) =>
    db
      .delete(floodCounts)
      .where(lt(floodCounts.windowStart, before))
      .catch(() => undefined)
  return class SharedFloodStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      const now = Date.now()
      const windowStart = now - (now % timeWindow)
      db.insert(floodCounts)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [floodCounts.key, floodCounts.windowStart],
          set: { count: sql`${floodCounts.count} + 1` },
        })
        .returning({ count: floodCounts.count })
        .then(
          ([row]) => callback(null, { current: row!.count, ttl: windowStart + timeWindow - now }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        )
      counted += 1
      if (counted % PRUNE_EVERY === 0) void prune(windowStart)
    }

    child() {
      return this
    }
  }
}
