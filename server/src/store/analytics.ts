import { and, count, eq, isNotNull, lt, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DailyCounts } from '@/domain/analytics'
import type { AnalyticsStore } from '@/operations/analytics'
import type { Db } from '../db/database'
import { follows, otps, pageViews, pageViewVisitors, payments } from '../db/schema'
import { startupOwners } from './owners'

/**
 * Analytics in PostgreSQL. A visitor is kept only as a keyed hash of their address and the day
 * (`visitorOf`), and only for the current day.
 */
export function analyticsStore(
  db: Db,
  visitorOf: (day: string, address: string) => string,
): AnalyticsStore {
  const perDay = async (table: PgTable, column: AnyPgColumn, where: SQL) => {
    const day = sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`
    const rows = await db
      .select({ day, n: count() })
      .from(table)
      .where(and(where, isNotNull(column)))
      .groupBy(day)
    return new Map(rows.map((r) => [r.day, r.n]))
  }
  return {
    ...startupOwners(db),
    countView: (startupId, day, address) =>
      db.transaction(async (tx) => {
        const seen = await tx
          .insert(pageViewVisitors)
          .values({ startupId, day, visitor: visitorOf(day, address) })
          .onConflictDoNothing()
          .returning({ day: pageViewVisitors.day })
        if (!seen.length) return false
        await tx
          .insert(pageViews)
          .values({ startupId, day, count: 1 })
          .onConflictDoUpdate({
            target: [pageViews.startupId, pageViews.day],
            set: { count: sql`${pageViews.count} + 1` },
          })
        await tx
          .delete(pageViewVisitors)
          .where(and(eq(pageViewVisitors.startupId, startupId), lt(pageViewVisitors.day, day)))
        return true
      }),
    async dailyCounts(id) {
      const views = await db
        .select({ day: pageViews.day, n: pageViews.count })
        .from(pageViews)
        .where(eq(pageViews.startupId, id))
      const [followers] = await db
        .select({ n: count() })
        .from(follows)
        .where(eq(follows.startupId, id))
      const daily: DailyCounts = {
        views: new Map(views.map((r) => [r.day, r.n])),
        follows: await perDay(follows, follows.createdAt, eq(follows.startupId, id)),
        codes: await perDay(otps, otps.createdAt, eq(otps.startupId, id)),
        investments: await perDay(payments, payments.createdAt, eq(payments.startupId, id)),
        cancellations: await perDay(payments, payments.cancelledAt, eq(payments.startupId, id)),
      }
      return { daily, followers: followers?.n ?? 0 }
    },
  }
}
