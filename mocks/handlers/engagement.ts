import { http, HttpResponse } from 'msw'
import { buildAnalytics, perDay, viewInputSchema, type DailyCounts } from '@/domain/analytics'
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
  byNewest,
  FEED_SIZE,
  notYourStartup,
  postUpdateInputSchema,
  tooManyUpdates,
  UPDATE_WINDOW_MS,
  UPDATES_PER_DAY,
  type FeedItem,
  type StartupUpdate,
} from '@/domain/updates'
import type { Backend } from '../backend'
import type { QuestionRecord, UpdateRecord } from '../data/schemas'
import { readJsonInput } from '../utils/http-error'
import { ownJsonInput, requireSelf, requireUser, withBackend } from '../utils/resolver'

/** The one visitor of the demo's pages: this device. */
const DEMO_VISITOR = 'this-device'

const toUpdate = (record: UpdateRecord): StartupUpdate => ({
  _id: record._id,
  startupid: record.startupid,
  title: record.title,
  body: record.body,
  createdAt: record.createdAt,
})

const toQuestion = (record: QuestionRecord): Question => ({
  _id: record._id,
  startupid: record.startupid,
  question: record.question,
  askedBy: record.askedBy,
  askedAt: record.askedAt,
  answer: record.answer ?? null,
  answeredAt: record.answeredAt ?? null,
})

/**
 * The optional extensions that keep founders and investors in touch: updates and the investor's
 * feed, questions and answers, following, and the founder's analytics (docs/product.md#contract).
 */
export function engagementHandlers(backend: Backend) {
  const { db } = backend
  const startupOf = (id: string) => {
    const startup = db.startups.findFirst((q) => q.where({ _id: id }))
    if (!startup) throw noSuchStartup()
    return startup
  }
  const ownStartup = (id: string, uid: string) => {
    const startup = startupOf(id)
    if (startup.ownerUid !== uid) throw notYourStartup()
    return startup
  }
  const iso = () => new Date(backend.now()).toISOString()
  const questionOf = (id: string) => {
    const question = db.questions.findFirst((q) => q.where({ _id: id }))
    if (!question) throw noSuchQuestion()
    return question
  }

  return [
    // Updates
    http.get<{ id: string }>(
      '*/api/startups/updates/:id',
      withBackend(backend, ({ params }) => {
        startupOf(params.id)
        const updates = db.updates
          .findMany((q) => q.where({ startupid: params.id }))
          .map(toUpdate)
          .sort(byNewest)
        return HttpResponse.json({ data: updates })
      }),
    ),
    http.post(
      '*/api/startups/postupdate',
      withBackend(backend, async ({ request }) => {
        const input = await ownJsonInput(backend, request, postUpdateInputSchema)
        return backend.exclusive(async () => {
          ownStartup(input.startupid, input.useruid)
          const since = new Date(backend.now() - UPDATE_WINDOW_MS).toISOString()
          const recent = db.updates
            .findMany((q) => q.where({ startupid: input.startupid }))
            .filter((update) => update.createdAt > since)
          if (recent.length >= UPDATES_PER_DAY) throw tooManyUpdates()
          const record = await db.updates.create({
            _id: newId(),
            startupid: input.startupid,
            title: input.title,
            body: input.body,
            createdAt: iso(),
          })
          return HttpResponse.json({ data: toUpdate(record) }, { status: 201 })
        })
      }),
    ),
    http.get<{ uid: string }>(
      '*/api/users/feed/:uid',
      withBackend(backend, async ({ request, params }) => {
        requireSelf(await requireUser(backend, request), params.uid)
        const ids = new Set([
          ...db.payments
            .findMany((q) => q.where({ useruid: params.uid }))
            .filter((payment) => !payment.cancelledAt)
            .map((payment) => payment.startupid),
          ...db.follows
            .findMany((q) => q.where({ useruid: params.uid }))
            .map((follow) => follow.startupid),
        ])
        const items: FeedItem[] = []
        for (const id of ids) {
          const startup = db.startups.findFirst((q) => q.where({ _id: id }))
          if (!startup) continue
          for (const update of db.updates.findMany((q) => q.where({ startupid: id })))
            items.push({
              update: toUpdate(update),
              startup: { _id: startup._id, name: startup.name, logo: startup.logo },
            })
        }
        items.sort((a, b) => byNewest(a.update, b.update))
        return HttpResponse.json({ data: items.slice(0, FEED_SIZE) })
      }),
    ),

    // Questions and answers
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

    // Following
    http.post(
      '*/api/users/follow',
      withBackend(backend, async ({ request }) => {
        const input = await ownJsonInput(backend, request, followInputSchema)
        return backend.exclusive(async () => {
          const user = db.users.findFirst((q) => q.where({ useruid: input.useruid }))
          if (user?.role !== 'investor') throw onlyInvestorsFollow()
          startupOf(input.startupid)
          const key = `${input.useruid}:${input.startupid}`
          const existing = db.follows.findFirst((q) => q.where({ _id: key }))
          if (input.follow && !existing) {
            const count = db.follows.findMany((q) => q.where({ useruid: input.useruid })).length
            if (count >= MAX_FOLLOWS) throw tooManyFollows()
            await db.follows.create({
              _id: key,
              useruid: input.useruid,
              startupid: input.startupid,
              createdAt: iso(),
            })
          }
          if (!input.follow && existing) await db.follows.delete((q) => q.where({ _id: key }))
          const following = db.follows
            .findMany((q) => q.where({ useruid: input.useruid }))
            .map((follow) => follow.startupid)
          return HttpResponse.json({ following })
        })
      }),
    ),

    // Analytics
    http.post(
      '*/api/startups/view',
      withBackend(backend, async ({ request }) => {
        const input = await readJsonInput(request, viewInputSchema)
        return backend.exclusive(async () => {
          startupOf(input.startupid)
          const day = utcDay(backend.now())
          const key = `${input.startupid}:${day}`
          // One view per visitor per startup per day, as the server counts them. The demo runs
          // on one device, so the device is the visitor.
          const visitor = DEMO_VISITOR
          const existing = db.views.findFirst((q) => q.where({ _id: key }))
          if (!existing)
            await db.views.create({
              _id: key,
              startupid: input.startupid,
              day,
              count: 1,
              visitors: [visitor],
            })
          else if (!existing.visitors?.includes(visitor))
            await db.views.update((q) => q.where({ _id: key }), {
              data(record) {
                record.count += 1
                record.visitors = [...(record.visitors ?? []), visitor]
              },
            })
          return new HttpResponse(null, { status: 204 })
        })
      }),
    ),
    http.get<{ id: string }>(
      '*/api/startups/analytics/:id',
      withBackend(backend, async ({ request, params }) => {
        const uid = await requireUser(backend, request)
        ownStartup(params.id, uid)
        const where = { startupid: params.id }
        const payments = db.payments.findMany((q) => q.where(where))
        const follows = db.follows.findMany((q) => q.where(where))
        const daily: DailyCounts = {
          views: new Map(db.views.findMany((q) => q.where(where)).map((v) => [v.day, v.count])),
          follows: perDay(follows.map((follow) => follow.createdAt)),
          codes: perDay(
            db.otps.findMany((q) => q.where(where)).map((otp) => new Date(otp.createdAt)),
          ),
          investments: perDay(payments.map((payment) => payment.createdAt)),
          cancellations: perDay(payments.flatMap((payment) => payment.cancelledAt ?? [])),
        }
        return HttpResponse.json(buildAnalytics(daily, follows.length, backend.now()))
      }),
    ),
  ]
}
