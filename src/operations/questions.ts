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
import { idParamsSchema } from '@/domain/ids'
import { answerNotice, type NewNotification } from '@/domain/notifications'
import { operationsOver } from './operation'
import {
  requireNotSuspended,
  requireOwnStartup,
  requireStartup,
  type StartupOwners,
  type UserRoles,
} from './access'

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

/** A question as a store keeps it: who asked it, and what an operator took down. */
export interface QuestionRow extends Omit<Question, 'takenDown' | 'answerTakenDown'> {
  askerUid: string
  takenDown: boolean
  answerTakenDown: boolean
}

/** Who reads a startup's questions: the caller (empty when signed out), and what they are. */
interface QuestionReader {
  uid: string
  operator: boolean
  founder: boolean
}

/**
 * A question as `reader` sees it (operators, an optional extension): one an operator took down
 * only by its asker and the operators, an answer taken down only by its founder and the
 * operators, each marked so.
 */
function asSeenBy(
  { askerUid, takenDown, answerTakenDown, ...question }: QuestionRow,
  reader: QuestionReader,
): Question[] {
  if (takenDown && !reader.operator && askerUid !== reader.uid) return []
  const seesAnswer = !answerTakenDown || reader.operator || reader.founder
  return [
    {
      ...question,
      ...(seesAnswer ? {} : { answer: null, answeredAt: null }),
      ...(takenDown ? { takenDown: true as const } : {}),
      ...(answerTakenDown && seesAnswer ? { answerTakenDown: true as const } : {}),
    },
  ]
}

/** What questions and answers need of a store. */
export interface QuestionsStore extends StartupOwners, UserRoles {
  /**
   * A startup's questions, newest first: those its founder hid left out, those an operator took
   * down kept (marked) for their askers and the operators.
   */
  questionsOf(startupId: string): Promise<QuestionRow[]>
  asking<T>(work: (tx: AskingTransaction) => Promise<T>): Promise<T>
  /** The startup a question was asked of; undefined when there is no such question. */
  questionStartup(questionId: string): Promise<string | undefined>
  /**
   * Answers the question and tells its asker (the notification centre, an optional extension:
   * `notice` made with the startup's name), in one transaction.
   */
  answerQuestion(
    questionId: string,
    answer: string,
    at: number,
    notice: (startupName: string) => NewNotification,
  ): Promise<Question>
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
  /** Whether it publishes words (an answer), which a suspended account may not. */
  publishes?: true
  body: z.ZodType<Body>
  response: z.ZodType<Output>
  write(store: QuestionsStore, body: Body, at: number, startupId: string): Promise<Output>
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
      if (row.publishes) await requireNotSuspended(store, caller.uid)
      return row.write(store, body, now, startupId)
    },
  })
}

/** Questions and answers (docs/product.md#questions): investors ask; the founder answers or hides. */
export const questionOperations = [
  operation({
    method: 'GET',
    path: '/startups/questions/:id',
    access: 'public',
    readsCaller: true,
    params: idParamsSchema,
    response: questionsResponseSchema,
    async run({ store, caller }, { params }) {
      const owner = await requireStartup(store, params.id)
      const reader = {
        uid: caller.uid,
        operator: caller.uid !== '' && (await store.roleOf(caller.uid)) === 'operator',
        founder: caller.uid !== '' && owner === caller.uid,
      }
      const rows = await store.questionsOf(params.id)
      return { data: rows.flatMap((row) => asSeenBy(row, reader)) }
    },
  }),
  operation({
    method: 'POST',
    path: '/startups/ask',
    access: 'self',
    body: askInputSchema,
    response: questionResponseSchema,
    status: 201,
    async run({ store, caller, now }, { body }) {
      await requireNotSuspended(store, caller.uid)
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
    publishes: true,
    body: answerInputSchema,
    response: questionResponseSchema,
    write: async (store, body, at, startupId) => ({
      data: await store.answerQuestion(body.questionid, body.answer, at, (name) =>
        answerNotice({ id: startupId, name }, body.answer),
      ),
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
