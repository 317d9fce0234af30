import { and, count, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  followInputSchema,
  MAX_FOLLOWS,
  onlyInvestorsFollow,
  tooManyFollows,
} from '@/domain/following'
import { noSuchStartup } from '@/domain/investing'
import type { AppContext } from '../context'
import { follows, startups, users } from '../db/schema'
import { requireSelf, signedIn } from './guard'

/** Following, an optional extension: investors follow startups to hear of them. */
export const followRoutes =
  ({ database, verifyToken }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database
    const preValidation = signedIn(verifyToken)
    app.post(
      '/users/follow',
      { preValidation, schema: { body: followInputSchema } },
      async (request) => {
        const input = request.body
        requireSelf(request, input.useruid)
        const following = await db.transaction(async (tx) => {
          const [user] = await tx
            .select({ role: users.role })
            .from(users)
            .where(eq(users.uid, request.uid))
            .for('update')
          if (user?.role !== 'investor') throw onlyInvestorsFollow()
          const [startup] = await tx
            .select({ id: startups.id })
            .from(startups)
            .where(eq(startups.id, input.startupid))
          if (!startup) throw noSuchStartup()
          const mine = eq(follows.userUid, request.uid)
          if (input.follow) {
            const [had] = await tx.select({ n: count() }).from(follows).where(mine)
            const [already] = await tx
              .select({ id: follows.startupId })
              .from(follows)
              .where(and(mine, eq(follows.startupId, input.startupid)))
            if (!already && (had?.n ?? 0) >= MAX_FOLLOWS) throw tooManyFollows()
            await tx
              .insert(follows)
              .values({ userUid: request.uid, startupId: input.startupid })
              .onConflictDoNothing()
          } else {
            await tx.delete(follows).where(and(mine, eq(follows.startupId, input.startupid)))
          }
          const rows = await tx
            .select({ id: follows.startupId })
            .from(follows)
            .where(mine)
            .orderBy(follows.createdAt)
          return rows.map((r) => r.id)
        })
        return { following }
      },
    )
  }
