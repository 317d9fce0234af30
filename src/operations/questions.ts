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
import type { Caller } from './operation'
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

/** 404 when there is no such question, 403 unless the caller owns its startup. */
async function requireOwnQuestion(store: QuestionsStore, questionId: string, caller: Caller) {
  const startupId = await store.questionStartup(questionId)
  if (startupId === undefined) throw noSuchQuestion()
  await requireOwnStartup(store, startupId, caller)
}

/** Questions and answers (docs/product.md#questions): investors ask; the founder answers or hides. */
export const questionOperations = [
  startupRead({
    path: '/startups/questions/:id',
    extension,
    response: questionsResponseSchema,
    read: async (store: QuestionsStore, id) => ({ data: await store.questionsOf(id) }),
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
  operation({
    method: 'POST',
    path: '/startups/answer',
    access: 'self',
    body: answerInputSchema,
    response: questionResponseSchema,
    async run({ store, caller, now }, { body }) {
      await requireOwnQuestion(store, body.questionid, caller)
      return { data: await store.answerQuestion(body.questionid, body.answer, now) }
    },
  }),
  operation({
    method: 'POST',
    path: '/startups/hidequestion',
    access: 'self',
    body: hideQuestionInputSchema,
    response: hiddenQuestionResponseSchema,
    async run({ store, caller, now }, { body }) {
      await requireOwnQuestion(store, body.questionid, caller)
      const hiddenAt = await store.hideQuestion(body.questionid, now)
      return { data: { _id: body.questionid, hiddenAt } }
    },
  }),
]
