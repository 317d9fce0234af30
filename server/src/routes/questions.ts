import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
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
import type { AppContext } from '../context'
import { questions, startups, users } from '../db/schema'
import type { Db } from '../db/database'
import { requireSelf, signedIn } from './guard'
import { idParams, startupOwner, ownStartup, countSince } from './shared'

const toQuestion = (row: typeof questions.$inferSelect): Question => ({
  _id: row.id,
  startupid: row.startupId,
  question: row.question,
  askedBy: row.askedBy,
  askedAt: row.askedAt.toISOString(),
  answer: row.answer,
  answeredAt: row.answeredAt?.toISOString() ?? null,
})

/** A startup's questions, newest first and hidden ones left out, as the contract answers them. */
export async function startupQuestions(db: Db, startupId: string) {
  const rows = await db
    .select()
    .from(questions)
    .where(and(eq(questions.startupId, startupId), isNull(questions.hiddenAt)))
    .orderBy(desc(questions.askedAt), desc(questions.id))
  return rows.map(toQuestion)
}

/** Questions and answers, an optional extension: investors ask, the founder answers or hides. */
export const questionRoutes =
  ({ database, verifyToken }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database
    const preValidation = signedIn(verifyToken)
    app.get('/startups/questions/:id', { schema: { params: idParams } }, async (request) => {
      await startupOwner(db, request.params.id)
      return { data: await startupQuestions(db, request.params.id) }
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
  }
