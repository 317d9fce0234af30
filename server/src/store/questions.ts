import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { newId } from '@/domain/ids'
import type { Question } from '@/domain/questions'
import type { QuestionRow, QuestionsStore } from '@/operations/questions'
import type { Db } from '../db/database'
import { questions, startups, users } from '../db/schema'
import { countSince } from './count-since'
import { notify, type PushOutbox } from './notifications'
import { startupOwners, userRoles } from './owners'
import { lookUp } from './look-up'
import { transaction } from './transaction'

const toQuestion = (row: typeof questions.$inferSelect): Question => ({
  _id: row.id,
  startupid: row.startupId,
  question: row.question,
  askedBy: row.askedBy,
  askedAt: row.askedAt.toISOString(),
  answer: row.answer,
  answeredAt: row.answeredAt?.toISOString() ?? null,
})

/**
 * A startup's questions, newest first, those its founder hid left out; those an operator took
 * down (operators, an optional extension) are kept, marked, for the operation to show to whom
 * it may.
 */
export async function startupQuestions(db: Db, startupId: string): Promise<QuestionRow[]> {
  const rows = await db
    .select()
    .from(questions)
    .where(and(eq(questions.startupId, startupId), isNull(questions.hiddenAt)))
    .orderBy(desc(questions.askedAt), desc(questions.id))
  return rows.map((row) => ({
    ...toQuestion(row),
    askerUid: row.userUid,
    takenDown: row.takenDownAt !== null,
    answerTakenDown: row.answerTakenDownAt !== null,
  }))
}

/** Questions and answers in PostgreSQL; each startup keeps the count of its visible questions. */
export function questionsStore(db: Db, push?: PushOutbox): QuestionsStore {
  const changeCount = (tx: Pick<Db, 'update'>, startupId: string, change: 1 | -1) =>
    tx
      .update(startups)
      .set({ questionCount: sql`greatest(${startups.questionCount} + ${change}, 0)` })
      .where(eq(startups.id, startupId))
  return {
    ...startupOwners(db),
    ...userRoles(db),
    questionsOf: (startupId) => startupQuestions(db, startupId),
    asking: transaction(db, (tx) => ({
      ...startupOwners(tx),
      async lockedAsker(uid) {
        const [user] = await tx
          .select({ role: users.role, name: users.name, operatorSince: users.operatorSince })
          .from(users)
          .where(eq(users.uid, uid))
          .for('update')
        // An operator moderates questions: their chosen role does not let them ask.
        return user && { name: user.name, role: user.operatorSince ? 'operator' : user.role }
      },
      questionsAskedSince: (uid, since) =>
        countSince(tx, questions, eq(questions.userUid, uid), questions.askedAt, since),
      async addQuestion(question, at) {
        const [inserted] = await tx
          .insert(questions)
          .values({
            id: newId(),
            startupId: question.startupid,
            userUid: question.useruid,
            askedBy: question.askedBy,
            question: question.question,
            askedAt: new Date(at),
          })
          .returning()
        await changeCount(tx, question.startupid, 1)
        return toQuestion(inserted!)
      },
    })),
    questionStartup: (id) => lookUp(db, questions.startupId, questions.id, id),
    answerQuestion: (id, answer, at, notice) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(questions)
          .set({ answer, answeredAt: new Date(at) })
          .where(eq(questions.id, id))
          .returning()
        const [startup] = await tx
          .select({ name: startups.name })
          .from(startups)
          .where(eq(startups.id, row!.startupId))
        // Its asker is told in the same transaction (the notification centre).
        await notify(tx, row!.userUid, notice(startup?.name ?? ''), at, push)
        return toQuestion(row!)
      }),
    hideQuestion: (id, at) =>
      db.transaction(async (tx) => {
        // Hidden once: the page's count goes down only when this call hid it.
        const [hidden] = await tx
          .update(questions)
          .set({ hiddenAt: new Date(at) })
          .where(and(eq(questions.id, id), isNull(questions.hiddenAt)))
          .returning({ startupId: questions.startupId, takenDownAt: questions.takenDownAt })
        // One an operator took down is no longer counted.
        if (hidden && !hidden.takenDownAt) await changeCount(tx, hidden.startupId, -1)
        const [row] = await tx
          .select({ hiddenAt: questions.hiddenAt })
          .from(questions)
          .where(eq(questions.id, id))
        return row!.hiddenAt!.toISOString()
      }),
  }
}
