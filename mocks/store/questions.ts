import { newId } from '@/domain/ids'
import type { Question } from '@/domain/questions'
import type { AskingTransaction, QuestionsStore } from '@/operations/questions'
import type { Backend } from '../backend'
import type { QuestionRecord } from '../data/schemas'
import { notify } from './notifications'
import { roleOfRecord, startupOwners, userRoles } from './owners'

const toQuestion = (record: QuestionRecord): Question => ({
  _id: record._id,
  startupid: record.startupid,
  question: record.question,
  askedBy: record.askedBy,
  askedAt: record.askedAt,
  answer: record.answer ?? null,
  answeredAt: record.answeredAt ?? null,
})

/** Questions and answers over the demo's database. */
export function questionsStore(backend: Backend): QuestionsStore {
  const { db } = backend
  const owners = startupOwners(backend)
  const iso = (at: number) => new Date(at).toISOString()
  const update = (id: string, change: (record: QuestionRecord) => void) =>
    db.questions.update((q) => q.where({ _id: id }), { data: change })
  const asking: AskingTransaction = {
    ...owners,
    lockedAsker: async (uid) => {
      const user = db.users.findFirst((q) => q.where({ useruid: uid }))
      // An operator moderates questions: their chosen role does not let them ask.
      return user && { name: user.name, role: roleOfRecord(user) }
    },
    questionsAskedSince: async (uid, since) =>
      db.questions
        .findMany((q) => q.where({ useruid: uid }))
        .filter((question) => question.askedAt > iso(since)).length,
    addQuestion: async (question, at) =>
      toQuestion(
        await db.questions.create({
          ...question,
          _id: newId(),
          askedAt: iso(at),
          answer: null,
          answeredAt: null,
          hiddenAt: null,
          takenDownAt: null,
          answerTakenDownAt: null,
        }),
      ),
  }
  return {
    ...owners,
    ...userRoles(backend),
    questionsOf: async (startupid) =>
      db.questions
        .findMany((q) => q.where({ startupid }))
        .filter((question) => !question.hiddenAt)
        .sort((a, b) => b.askedAt.localeCompare(a.askedAt) || b._id.localeCompare(a._id))
        .map((record) => ({
          ...toQuestion(record),
          askerUid: record.useruid,
          takenDown: Boolean(record.takenDownAt),
          answerTakenDown: Boolean(record.answerTakenDownAt),
        })),
    asking: (work) => backend.exclusive(() => work(asking)),
    questionStartup: async (id) => db.questions.findFirst((q) => q.where({ _id: id }))?.startupid,
    answerQuestion: (id, answer, at, notice) =>
      backend.exclusive(async () => {
        const updated = (await update(id, (record) => {
          record.answer = answer
          record.answeredAt = iso(at)
        }))!
        const startup = db.startups.findFirst((q) => q.where({ _id: updated.startupid }))
        await notify(backend, updated.useruid, notice(startup?.name ?? ''), at)
        return toQuestion(updated)
      }),
    hideQuestion: (id, at) =>
      backend.exclusive(async () => {
        const hidden = await update(id, (record) => {
          record.hiddenAt ??= iso(at)
        })
        return hidden!.hiddenAt!
      }),
  }
}
