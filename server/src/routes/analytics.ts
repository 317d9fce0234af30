import { and, count, eq, isNotNull, lt, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { buildAnalytics, viewInputSchema, type DailyCounts } from '@/domain/analytics'
import { utcDay } from '@/domain/startup-fields'
import type { AppContext } from '../context'
import { follows, otps, pageViews, pageViewVisitors, payments } from '../db/schema'
import { visitorHasher } from '../secrets'
import { signedIn } from './guard'
import { idParams, startupOwner, ownStartup } from './shared'

/** Analytics, an optional extension: page views counted once a day per visitor, and the founder's figures. */
export const analyticsRoutes =
  ({ database, verifyToken, config }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database
    const preValidation = signedIn(verifyToken)
    const visitorOf = await visitorHasher(database, config.OTP_SECRET)
    app.post('/startups/view', { schema: { body: viewInputSchema } }, async (request, reply) => {
      const day = utcDay(Date.now())
      const startupId = request.body.startupid
      await startupOwner(db, startupId)
      // One view per visitor (client address) per startup per day: reloading, or a script
      // posting in a loop, does not inflate the founder's figures.
      const counted = await db.transaction(async (tx) => {
        const seen = await tx
          .insert(pageViewVisitors)
          .values({ startupId, day, visitor: visitorOf(day, request.ip) })
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
      })
      request.log.debug({ startup: startupId, counted }, 'page view')
      return reply.status(204).send()
    })

    app.get(
      '/startups/analytics/:id',
      { preValidation, schema: { params: idParams } },
      async (request) => {
        const id = request.params.id
        await ownStartup(db, id, request.uid)
        const perDay = async (table: PgTable, column: AnyPgColumn, where: SQL) => {
          const day = sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`
          const rows = await db
            .select({ day, n: count() })
            .from(table)
            .where(and(where, isNotNull(column)))
            .groupBy(day)
          return new Map(rows.map((r) => [r.day, r.n]))
        }
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
        return buildAnalytics(daily, followers?.n ?? 0, Date.now())
      },
    )
  }
