import { http, HttpResponse } from 'msw'
import { newId } from '@/domain/ids'
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
import type { Backend } from '../backend'
import type { QuestionRecord } from '../data/schemas'
import { ownJsonInput, withBackend } from '../utils/resolver'
import { lookups } from './lookups'

const toQuestion = (record: QuestionRecord): Question => ({
  _id: record._id,
  startupid: record.startupid,
  question: record.question,
  askedBy: record.askedBy,
  askedAt: record.askedAt,
  answer: record.answer ?? null,
  answeredAt: record.answeredAt ?? null,
})

/** Questions and answers (optional extension): investors ask, the founder answers or hides. */
export function questionHandlers(backend: Backend) {
  const { db } = backend
  const { startupOf, ownStartup, iso } = lookups(backend)
  const questionOf = (id: string) => {
    const question = db.questions.findFirst((q) => q.where({ _id: id }))
    if (!question) throw noSuchQuestion()
    return question
  }

  return [
    http.get<{ id: string }>(
      '*/api/startups/questions/:id',
      withBackend(backend, ({ params }) => {
        startupOf(params.id)
        const questions = db.questions
          .findMany((q) => q.where({ startupid: params.id }))
          .filter((question) => !question.hiddenAt)
          .sort((a, b) => b.askedAt.localeCompare(a.askedAt) || b._id.localeCompare(a._id))
          .map(toQuestion)
        return HttpResponse.json({ data: questions })
      }),
    ),
    http.post(
      '*/api/startups/ask',
      withBackend(backend, async ({ request }) => {
        const input = await ownJsonInput(backend, request, askInputSchema)
        return backend.exclusive(async () => {
          const user = db.users.findFirst((q) => q.where({ useruid: input.useruid }))
          if (user?.role !== 'investor') throw onlyInvestorsAsk()
          startupOf(input.startupid)
          const since = new Date(backend.now() - QUESTION_WINDOW_MS).toISOString()
          const recent = db.questions
            .findMany((q) => q.where({ useruid: input.useruid }))
            .filter((question) => question.askedAt > since)
          if (recent.length >= QUESTIONS_PER_HOUR) throw tooManyQuestions()
          const record = await db.questions.create({
            _id: newId(),
            startupid: input.startupid,
            useruid: input.useruid,
            askedBy: user.name,
            question: input.question,
            askedAt: iso(),
            answer: null,
            answeredAt: null,
            hiddenAt: null,
          })
          return HttpResponse.json({ data: toQuestion(record) }, { status: 201 })
        })
      }),
    ),
    http.post(
      '*/api/startups/answer',
      withBackend(backend, async ({ request }) => {
        const input = await ownJsonInput(backend, request, answerInputSchema)
        return backend.exclusive(async () => {
          const question = questionOf(input.questionid)
          ownStartup(question.startupid, input.useruid)
          const answeredAt = iso()
          const updated = await db.questions.update((q) => q.where({ _id: question._id }), {
            data(record) {
              record.answer = input.answer
              record.answeredAt = answeredAt
            },
          })
          return HttpResponse.json({ data: toQuestion(updated!) })
        })
      }),
    ),
    http.post(
      '*/api/startups/hidequestion',
      withBackend(backend, async ({ request }) => {
        const input = await ownJsonInput(backend, request, hideQuestionInputSchema)
        return backend.exclusive(async () => {
          const question = questionOf(input.questionid)
          ownStartup(question.startupid, input.useruid)
          const hiddenAt = iso()
          await db.questions.update((q) => q.where({ _id: question._id }), {
            data(record) {
              record.hiddenAt = hiddenAt
            },
          })
          return HttpResponse.json({ data: { _id: question._id, hiddenAt } })
        })
      }),
    ),
  ]
}
