import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { Problem } from '@/domain/problem'
import { notAnInvestor } from '@/domain/investing'
import {
  acknowledgeRiskInputSchema,
  addUserInputSchema,
  signedInEmail,
  type AcknowledgeRiskResponse,
  type GetUserResponse,
} from '@/domain/user'
import { z } from '@/domain/zod'
import type { AppContext } from '../context'
import { follows, users } from '../db/schema'
import { requireSelf, signedIn } from './guard'

const uidParams = z.object({ uid: z.string().min(1).max(128) })

export const userRoutes =
  ({ database: { db }, verifyToken }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preValidation = signedIn(verifyToken)

    app.get(
      '/users/getuser/:uid',
      { preValidation, schema: { params: uidParams } },
      async (request): Promise<GetUserResponse> => {
        requireSelf(request, request.params.uid)
        const [user] = await db
          .select({ role: users.role, riskAcknowledgedAt: users.riskAcknowledgedAt })
          .from(users)
          .where(eq(users.uid, request.params.uid))
        if (!user) return { exists: false }
        const followed = await db
          .select({ id: follows.startupId })
          .from(follows)
          .where(eq(follows.userUid, request.params.uid))
          .orderBy(follows.createdAt)
        return {
          exists: true,
          role: user.role,
          riskAcknowledgedAt: user.riskAcknowledgedAt?.toISOString() ?? null,
          following: followed.map((f) => f.id),
        }
      },
    )

    app.post(
      '/users/acknowledgerisk',
      { preValidation, schema: { body: acknowledgeRiskInputSchema } },
      async (request): Promise<AcknowledgeRiskResponse> => {
        requireSelf(request, request.body.useruid)
        const [updated] = await db
          .update(users)
          .set({ riskAcknowledgedAt: new Date() })
          .where(and(eq(users.uid, request.body.useruid), eq(users.role, 'investor')))
          .returning({ riskAcknowledgedAt: users.riskAcknowledgedAt })
        if (!updated?.riskAcknowledgedAt) throw notAnInvestor()
        return { riskAcknowledgedAt: updated.riskAcknowledgedAt.toISOString() }
      },
    )

    app.post(
      '/users/adduser',
      { preValidation, schema: { body: addUserInputSchema } },
      async (request, reply) => {
        const input = request.body
        requireSelf(request, input.useruid)
        const added = await db
          .insert(users)
          .values({
            uid: input.useruid,
            email: signedInEmail(request.email, input.email),
            name: input.name,
            role: input.role,
            photoUrl: input.photoUrl,
          })
          .onConflictDoNothing()
          .returning({ role: users.role })
        if (!added.length) throw new Problem(409, 'user_exists', 'This account already has a role')
        return reply.status(201).send({ msg: 'user added', data: { role: added[0]!.role } })
      },
    )
  }
