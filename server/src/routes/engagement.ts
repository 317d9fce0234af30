import { and, count, desc, eq, gt, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { buildAnalytics, viewInputSchema, type DailyCounts } from '@/domain/analytics'
import {
  followInputSchema,
  MAX_FOLLOWS,
  onlyInvestorsFollow,
  tooManyFollows,
} from '@/domain/following'
import { newId } from '@/domain/ids'
import { noSuchStartup } from '@/domain/investing'
import {
  answerInputSchema,
  askInputSchema,
  hideQuestionInputSchema,
  noSuchQuestion,
  onlyInvestorsAsk,
  QUESTION_WINDOW_MS,
  QUESTIONS_PER_HOUR,
  tooManyQuestions,
  type Question,
} from '@/domain/questions'
import { utcDay } from '@/domain/startup-fields'
import {
  FEED_SIZE,
  notYourStartup,
  postUpdateInputSchema,
  tooManyUpdates,
  UPDATE_WINDOW_MS,
  UPDATES_PER_DAY,
  type StartupUpdate,
} from '@/domain/updates'
import { z } from '@/domain/zod'
import type { AppContext } from '../app'
import type { Db } from '../db/database'
import {
  follows,
  otps,
  pageViews,
  pageViewVisitors,
  payments,
  questions,
  startups,
  updates,
  updateUnsubscribes,
  users,
} from '../db/schema'
import { escapeHtml } from '../mail'
import { unsubscribeSigner, visitorHasher } from '../secrets'
import { publicBase, requireSelf, signedIn } from './guard'

const idParams = z.object({ id: z.string().min(1).max(128) })
const uidParams = z.object({ uid: z.string().min(1).max(128) })
const tokenQuery = z.object({ t: z.string().min(1).max(1024) })

const toUpdate = (row: typeof updates.$inferSelect): StartupUpdate => ({
  _id: row.id,
  startupid: row.startupId,
  title: row.title,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
})

const toQuestion = (row: typeof questions.$inferSelect): Question => ({
  _id: row.id,
  startupid: row.startupId,
  question: row.question,
  askedBy: row.askedBy,
  askedAt: row.askedAt.toISOString(),
  answer: row.answer,
  answeredAt: row.answeredAt?.toISOString() ?? null,
})

/** How many rows matching `where` have `at` within the last `windowMs` (the rate limits). */
async function countSince(
  tx: Pick<Db, 'select'>,
  table: PgTable,
  where: SQL,
  at: AnyPgColumn,
  windowMs: number,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(where, gt(at, new Date(Date.now() - windowMs))))
  return row?.n ?? 0
}

async function startupOwner(db: Db, id: string) {
  const [startup] = await db
    .select({ ownerUid: startups.ownerUid, name: startups.name })
    .from(startups)
    .where(eq(startups.id, id))
  if (!startup) throw noSuchStartup()
  return startup
}

async function ownStartup(db: Db, id: string, uid: string) {
  const startup = await startupOwner(db, id)
  if (startup.ownerUid !== uid) throw notYourStartup()
  return startup
}

/** A small page for the unsubscribe link: plain HTML, no script, nothing from elsewhere. */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`

/**
 * The optional extensions that keep founders and investors in touch (docs/product.md#contract):
 * updates (e-mailed to investors, with a working unsubscribe link) and the investor's feed,
 * questions and answers, following, and the founder's analytics.
 */
export const engagementRoutes =
  ({ database, verifyToken, updateMail, config }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database
    const preValidation = signedIn(verifyToken)
    const signer = await unsubscribeSigner(database, config.OTP_SECRET)
    // One-click unsubscribes (RFC 8058) and the confirmation form post a form body.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    )

    // Updates
    app.get('/startups/updates/:id', { schema: { params: idParams } }, async (request) => {
      await startupOwner(db, request.params.id)
      const rows = await db
        .select()
        .from(updates)
        .where(eq(updates.startupId, request.params.id))
        .orderBy(desc(updates.createdAt), desc(updates.id))
      return { data: rows.map(toUpdate) }
    })

    app.post(
      '/startups/postupdate',
      { preValidation, schema: { body: postUpdateInputSchema } },
      async (request, reply) => {
        const input = request.body
        requireSelf(request, input.useruid)
        const apiBase = publicBase(request, config.PUBLIC_URL)
        const { row, emails } = await db.transaction(async (tx) => {
          // The startup's row is the lock: the daily limit holds across processes.
          const [startup] = await tx
            .select({ ownerUid: startups.ownerUid })
            .from(startups)
            .where(eq(startups.id, input.startupid))
            .for('update')
          if (!startup) throw noSuchStartup()
          if (startup.ownerUid !== request.uid) throw notYourStartup()
          const recent = await countSince(
            tx,
            updates,
            eq(updates.startupId, input.startupid),
            updates.createdAt,
            UPDATE_WINDOW_MS,
          )
          if (recent >= UPDATES_PER_DAY) throw tooManyUpdates()
          const [inserted] = await tx
            .insert(updates)
            .values({
              id: newId(),
              startupId: input.startupid,
              title: input.title,
              body: input.body,
            })
            .returning()
          await tx
            .update(startups)
            .set({ lastUpdateAt: inserted!.createdAt })
            .where(eq(startups.id, input.startupid))
          // The e-mails are queued with the update: both are written, or neither.
          return { row: inserted!, emails: await updateMail.enqueue(tx, inserted!, apiBase) }
        })
        const update = toUpdate(row)
        // The answer does not wait for the e-mails: the queue's workers send them (update-mail.ts).
        request.log.info({ update: update._id, emails }, 'update e-mails queued')
        return reply.status(201).send({ data: update })
      },
    )

    /**
     * What an unsubscribe link names (investor, startup and the startup's name, escaped), or
     * null after answering 400 with a page saying the link does not work.
     */
    const readLink = async (token: string, reply: FastifyReply) => {
      reply.type('text/html; charset=utf-8')
      const named = signer.read(token)
      if (!named) {
        await reply
          .status(400)
          .send(
            page(
              'This link does not work',
              '<p>It may have been cut short. Copy the whole link from the e-mail.</p>',
            ),
          )
        return null
      }
      const [startup] = await db
        .select({ name: startups.name })
        .from(startups)
        .where(eq(startups.id, named.startupId))
      return {
        ...named,
        known: Boolean(startup),
        name: escapeHtml(startup?.name ?? 'this startup'),
      }
    }

    app.get(
      '/updates/unsubscribe',
      { schema: { querystring: tokenQuery } },
      async (request, reply) => {
        const link = await readLink(request.query.t, reply)
        if (!link) return reply
        return reply.send(
          page(
            `Stop e-mails from ${link.name}?`,
            `<p>You will still see ${link.name}'s updates in Seedling.</p><form method="post"><button type="submit">Stop update e-mails</button></form>`,
          ),
        )
      },
    )

    app.post(
      '/updates/unsubscribe',
      { schema: { querystring: tokenQuery } },
      async (request, reply) => {
        const link = await readLink(request.query.t, reply)
        if (!link) return reply
        if (link.known)
          await db
            .insert(updateUnsubscribes)
            .values({ userUid: link.userUid, startupId: link.startupId })
            .onConflictDoNothing()
        return reply.send(
          page(
            'You are unsubscribed',
            `<p>You will get no more update e-mails from ${link.name}.</p>`,
          ),
        )
      },
    )

    app.get(
      '/users/feed/:uid',
      { preValidation, schema: { params: uidParams } },
      async (request) => {
        requireSelf(request, request.params.uid)
        const uid = request.params.uid
        const funded = db
          .select({ id: payments.startupId })
          .from(payments)
          .where(and(eq(payments.userUid, uid), isNull(payments.cancelledAt)))
        const followed = db
          .select({ id: follows.startupId })
          .from(follows)
          .where(eq(follows.userUid, uid))
        const rows = await db
          .select({ update: updates, name: startups.name, logoFileId: startups.logoFileId })
          .from(updates)
          .innerJoin(startups, eq(startups.id, updates.startupId))
          .where(sql`${updates.startupId} in (${funded}) or ${updates.startupId} in (${followed})`)
          .orderBy(desc(updates.createdAt), desc(updates.id))
          .limit(FEED_SIZE)
        const base = publicBase(request, config.PUBLIC_URL)
        return {
          data: rows.map((r) => ({
            update: toUpdate(r.update),
            startup: {
              _id: r.update.startupId,
              name: r.name,
              logo: `${base}/api/files/${r.logoFileId}`,
            },
          })),
        }
      },
    )

    // Questions and answers
    app.get('/startups/questions/:id', { schema: { params: idParams } }, async (request) => {
      await startupOwner(db, request.params.id)
      const rows = await db
        .select()
        .from(questions)
        .where(and(eq(questions.startupId, request.params.id), isNull(questions.hiddenAt)))
        .orderBy(desc(questions.askedAt), desc(questions.id))
      return { data: rows.map(toQuestion) }
    })

    app.post(
      '/startups/ask',
      { preValidation, schema: { body: askInputSchema } },
      async (request, reply) => {
        const input = request.body
        requireSelf(request, input.useruid)
        const row = await db.transaction(async (tx) => {
          // The asker's row is the lock: the hourly limit holds across processes.
          const [user] = await tx
            .select({ role: users.role, name: users.name })
            .from(users)
            .where(eq(users.uid, request.uid))
            .for('update')
          if (user?.role !== 'investor') throw onlyInvestorsAsk()
          const [startup] = await tx
            .select({ id: startups.id })
            .from(startups)
            .where(eq(startups.id, input.startupid))
          if (!startup) throw noSuchStartup()
          const recent = await countSince(
            tx,
            questions,
            eq(questions.userUid, request.uid),
            questions.askedAt,
            QUESTION_WINDOW_MS,
          )
          if (recent >= QUESTIONS_PER_HOUR) throw tooManyQuestions()
          const [inserted] = await tx
            .insert(questions)
            .values({
              id: newId(),
              startupId: input.startupid,
              userUid: request.uid,
              askedBy: user.name,
              question: input.question,
            })
            .returning()
          await tx
            .update(startups)
            .set({ questionCount: sql`${startups.questionCount} + 1` })
            .where(eq(startups.id, input.startupid))
          return inserted!
        })
        return reply.status(201).send({ data: toQuestion(row) })
      },
    )

    const ownQuestion = async (questionId: string, uid: string) => {
      const [question] = await db
        .select({ startupId: questions.startupId })
        .from(questions)
        .where(eq(questions.id, questionId))
      if (!question) throw noSuchQuestion()
      await ownStartup(db, question.startupId, uid)
      return question.startupId
    }

    app.post(
      '/startups/answer',
      { preValidation, schema: { body: answerInputSchema } },
      async (request) => {
        const input = request.body
        requireSelf(request, input.useruid)
        await ownQuestion(input.questionid, request.uid)
        const [row] = await db
          .update(questions)
          .set({ answer: input.answer, answeredAt: new Date() })
          .where(eq(questions.id, input.questionid))
          .returning()
        return { data: toQuestion(row!) }
      },
    )

    app.post(
      '/startups/hidequestion',
      { preValidation, schema: { body: hideQuestionInputSchema } },
      async (request) => {
        const input = request.body
        requireSelf(request, input.useruid)
        const startupId = await ownQuestion(input.questionid, request.uid)
        const hiddenAt = await db.transaction(async (tx) => {
          // Hidden once: the page's count goes down only when this call hid it.
          const [hidden] = await tx
            .update(questions)
            .set({ hiddenAt: new Date() })
            .where(and(eq(questions.id, input.questionid), isNull(questions.hiddenAt)))
            .returning({ hiddenAt: questions.hiddenAt })
          if (hidden)
            await tx
              .update(startups)
              .set({ questionCount: sql`greatest(${startups.questionCount} - 1, 0)` })
              .where(eq(startups.id, startupId))
          const [row] = await tx
            .select({ hiddenAt: questions.hiddenAt })
            .from(questions)
            .where(eq(questions.id, input.questionid))
          return row!.hiddenAt!
        })
        return { data: { _id: input.questionid, hiddenAt: hiddenAt.toISOString() } }
      },
    )

    // Following
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

    // Analytics
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
