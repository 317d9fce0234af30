import { Problem } from './problem'
import { uidSchema } from './user'
import { z } from './zod'
import { bodyIdSchema, startupEntrySchema } from './ids'

/**
 * Questions and answers on a startup's page (docs/product.md#questions), an optional extension:
 * a signed-in investor asks, the founder answers or hides. A server that has it sends
 * `questions` (how many are shown) in every startup.
 */

export const QUESTION_MIN = 10
export const QUESTION_MAX = 1_000
export const ANSWER_MAX = 2_000
/** Questions an investor may ask in an hour, over every startup. */
export const QUESTIONS_PER_HOUR = 5
export const QUESTION_WINDOW_MS = 3_600_000

const id = bodyIdSchema

export const questionTextSchema = z
  .string()
  .trim()
  .min(QUESTION_MIN, `Ask in at least ${QUESTION_MIN} characters`)
  .max(QUESTION_MAX, 'Keep the question under 1,000 characters')

export const answerTextSchema = z
  .string()
  .trim()
  .min(1, 'Write an answer')
  .max(ANSWER_MAX, 'Keep the answer under 2,000 characters')

/** Body of POST startups/ask. */
export const askInputSchema = z.object({
  useruid: uidSchema,
  startupid: id,
  question: questionTextSchema,
})
/** Body of POST startups/answer. */
export const answerInputSchema = z.object({
  useruid: uidSchema,
  questionid: id,
  answer: answerTextSchema,
})
/** Body of POST startups/hidequestion. */
export const hideQuestionInputSchema = z.object({ useruid: uidSchema, questionid: id })

export const questionSchema = startupEntrySchema.extend({
  question: z.string(),
  /** The asking investor's name as they gave it. */
  askedBy: z.string(),
  askedAt: z.iso.datetime({ offset: true }),
  answer: z.string().nullable(),
  answeredAt: z.iso.datetime({ offset: true }).nullable(),
  /**
   * Optional extension (operators): taken down by an operator, answered only to its asker and
   * the operators.
   */
  takenDown: z.literal(true).optional(),
  /** Optional extension (operators): the answer taken down, answered only to its founder and the operators. */
  answerTakenDown: z.literal(true).optional(),
})
export type Question = z.infer<typeof questionSchema>

/** Answer of GET startups/questions/{id}: newest first, hidden ones left out. */
export const questionsResponseSchema = z.object({ data: z.array(questionSchema) })
/** Answer of POST startups/ask (201) and startups/answer: the question as it now stands. */
export const questionResponseSchema = z.object({ data: questionSchema })
/** Answer of POST startups/hidequestion: when it was hidden (the first time). */
export const hiddenQuestionResponseSchema = z.object({
  data: z.object({ _id: z.string(), hiddenAt: z.iso.datetime({ offset: true }) }),
})

export const tooManyQuestions = () =>
  new Problem(
    429,
    'too_many_questions',
    `You can ask ${QUESTIONS_PER_HOUR} questions an hour. Try again later`,
  )

export const noSuchQuestion = () =>
  new Problem(404, 'question_not_found', 'There is no such question', 'questionid')

export const onlyInvestorsAsk = () =>
  new Problem(403, 'not_an_investor', 'Only investors can ask questions')
