import {
  answerInputSchema,
  askInputSchema,
  hiddenQuestionResponseSchema,
  hideQuestionInputSchema,
  noSuchQuestion,
  onlyInvestorsAsk,
  QUESTION_WINDOW_MS,
  QUESTIONS_PER_HOUR,
  questionResponseSchema,
  questionsResponseSchema,
  tooManyQuestions,
  type Question,
} from '@/domain/questions'
import type { Role } from '@/domain/user'
import type { z } from '@/domain/zod'
import { operationsOver } from './operation'
import { requireOwnStartup, requireStartup, startupRead, type StartupOwners } from './access'

/** What asking needs of a store, inside one transaction. */
export interface AskingTransaction extends StartupOwners {
  /** The asker's role and name, their row locked until the end (the hourly limit holds). */
  lockedAsker(uid: string): Promise<{ role: Role; name: string } | undefined>
  questionsAskedSince(uid: string, since: number): Promise<number>
  addQuestion(
    question: { startupid: string; useruid: string; askedBy: string; question: string },
    at: number,
  ): Promise<Question>
}

/** What questions and answers need of a store. */
export interface QuestionsStore extends StartupOwners {
  /** A startup's questions, newest first, hidden ones left out. */
  questionsOf(startupId: string): Promise<Question[]>
  asking<T>(work: (tx: AskingTransaction) => Promise<T>): Promise<T>
  /** The startup a question was asked of; undefined when there is no such question. */
  questionStartup(questionId: string): Promise<string | undefined>
  answerQuestion(questionId: string, answer: string, at: number): Promise<Question>
  /** Hides the question (once: hiding it again keeps the first moment); when it was hidden. */
  hideQuestion(questionId: string, at: number): Promise<string>
}

const extension = 'Questions and answers'
const operation = operationsOver<QuestionsStore>({ extension })

/**
 * The row of the founder's write to one question of their startup, POST `path`: 404 when there
 * is no such question, 403 unless the caller founded its startup, else what `write` answers.
 */
function ownQuestionWrite<Body extends { questionid: string }, Output>(row: {
  path: string
  body: z.ZodType<Body>
  response: z.ZodType<Output>
  write(store: QuestionsStore, body: Body, at: number): Promise<Output>
}) {
  return operation({
    method: 'POST',
    path: row.path,
    access: 'self',
    body: row.body,
    response: row.response,
    async run({ store, caller, now }, { body }) {
      const startupId = await store.questionStartup(body.questionid)
      if (startupId === undefined) throw noSuchQuestion()
      await requireOwnStartup(store, startupId, caller)
      return row.write(store, body, now)
    },
  })
}

/** Questions and answers (docs/product.md#questions): investors ask; the founder answers or hides. */
export const questionOperations = [
  startupRead(operation, {
    path: '/startups/questions/:id',
    response: questionsResponseSchema,
    read: async (store, id) => ({ data: await store.questionsOf(id) }),
  }),
  operation({
    method: 'POST',
    path: '/startups/ask',
    access: 'self',
    body: askInputSchema,
    response: questionResponseSchema,
    status: 201,
    async run({ store, caller, now }, { body }) {
      const data = await store.asking(async (tx) => {
        const asker = await tx.lockedAsker(caller.uid)
        if (asker?.role !== 'investor') throw onlyInvestorsAsk()
        await requireStartup(tx, body.startupid)
        const recent = await tx.questionsAskedSince(caller.uid, now - QUESTION_WINDOW_MS)
        if (recent >= QUESTIONS_PER_HOUR) throw tooManyQuestions()
        const question = { ...body, useruid: caller.uid, askedBy: asker.name }
        return tx.addQuestion(question, now)
      })
      return { data }
    },
  }),
  ownQuestionWrite({
    path: '/startups/answer',
    body: answerInputSchema,
    response: questionResponseSchema,
    write: async (store, body, at) => ({
      data: await store.answerQuestion(body.questionid, body.answer, at),
    }),
  }),
  ownQuestionWrite({
    path: '/startups/hidequestion',
    body: hideQuestionInputSchema,
    response: hiddenQuestionResponseSchema,
    write: async (store, body, at) => ({
      data: { _id: body.questionid, hiddenAt: await store.hideQuestion(body.questionid, at) },
    }),
  }),
]
