import type { FastifyBaseLogger } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from '@/domain/zod'
import { answerOf, type Caller } from '@/operations/operation'
import { operations, type ContractStore } from '@/operations/table'
import type { AppContext } from './context'
import { publicBase, signedIn } from './routes/guard'
import { visitorHasher } from './secrets'
import { analyticsStore } from './store/analytics'
import { followingStore } from './store/following'
import { paymentsStore } from './store/payments'
import { questionsStore } from './store/questions'
import { updatesStore } from './store/updates'
import { usersStore } from './store/users'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The optional extension an operation of the table belongs to (for the contract's document). */
    extension?: string
    /** What its successful answer holds, and its status (for the contract's document). */
    answer?: z.ZodType
    status?: number
  }
}

/** The server's store: every port of the table over PostgreSQL (server/src/store/*). */
export async function serverStore(
  { database, config, updateMail, mailer, hashOtp }: AppContext,
  log: FastifyBaseLogger,
): Promise<ContractStore> {
  const visitorOf = await visitorHasher(database, config.OTP_SECRET)
  return {
    ...usersStore(database.db),
    ...paymentsStore(database.db, { mailer, hashOtp, log }),
    ...questionsStore(database.db),
    // The answer does not wait for the e-mails: the queue's workers send them (update-mail.ts).
    ...updatesStore(database.db, updateMail, (update, emails) =>
      log.info({ update: update._id, emails }, 'update e-mails queued'),
    ),
    ...followingStore(database.db),
    ...analyticsStore(database.db, visitorOf),
  }
}

/**
 * The table's operations as Fastify routes under /api: a signed-in operation checks the token
 * before its input is read; Fastify validates the path's parameters and the body with the row's
 * schemas (400 not JSON, 422 refused), and the row's answer schema describes it in OpenAPI.
 */
export const operationRoutes =
  (context: AppContext, store: ContractStore): FastifyPluginAsyncZod =>
  async (app) => {
    const preValidation = signedIn(context.verifyToken)
    for (const row of operations)
      app.route({
        method: row.method,
        url: row.path,
        ...(row.access === 'signed-in' ? { preValidation } : {}),
        config: { extension: row.extension, answer: row.response, status: row.status },
        schema: {
          ...(row.params ? { params: row.params } : {}),
          ...(row.body ? { body: row.body } : {}),
        },
        handler: async (request, reply) => {
          const caller: Caller = { uid: request.uid ?? '', email: request.email }
          const input = { params: request.params, body: request.body }
          const output = await row.run(
            {
              store,
              caller,
              now: Date.now(),
              visitor: request.ip,
              base: publicBase(request, context.config.PUBLIC_URL),
            },
            input,
          )
          const { status, body } = answerOf(row, output)
          return status === 204 ? reply.status(status).send() : reply.status(status).send(body)
        },
      })
  }
