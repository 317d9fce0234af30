import { describe, expect, it } from 'vitest'
import {
  NOTIFICATIONS_LIMIT,
  notificationsResponseSchema,
  readNotificationsResponseSchema,
} from '@/domain/notifications'
import { questionResponseSchema } from '@/domain/questions'
import { startupForm } from './kit/forms'
import { call, type Caller, postAs } from './calls'
import { expectClientError, expectShape, expectStatus } from './expect-answer'
import { investIn, newCaller, newStartup, newUser, operator, startupData } from './people'
import { forExtension } from './target'

/**
 * The notification centre, an optional extension (docs/product.md#notifications). GET
 * users/notifications/{uid} 🔒 answers `{ notifications: [{ id, kind, title, body, link, at,
 * read }], unread }`, the newest 50 first; POST users/notifications/read 🔒 `{ useruid, ids? }`
 * marks those entries (every one without `ids`) read and answers `{ unread }`. Entries are
 * written with their events: an answer tells its asker, an update the startup's investors and
 * followers (not its founder), an operator's decision on a listing its founder.
 */

let reader: Caller

const mine = async (as: Caller) =>
  expectShape(
    await call('GET', `users/notifications/${as.uid}`, { token: as.token }),
    notificationsResponseSchema,
  )
const read = (as: Caller, json: Record<string, unknown>) =>
  postAs(as, 'users/notifications/read', json)

const suite = forExtension('notifications', async () => {
  reader = await newUser('notified', 'investor')
  const answer = await call('GET', `users/notifications/${reader.uid}`, { token: reader.token })
  return answer.status !== 404
})

describe('notifications (optional extension)', () => {
  it('are their owner’s alone', async () => {
    const other = await newUser('not-the-reader', 'investor')
    expectClientError(await call('GET', `users/notifications/${reader.uid}`), 401)
    expectClientError(
      await call('GET', `users/notifications/${reader.uid}`, { token: other.token }),
      403,
    )
    expectClientError(
      await call('POST', 'users/notifications/read', {
        token: other.token,
        json: { useruid: reader.uid },
      }),
      403,
    )
    for (const ids of [
      [],
      [''],
      Array.from({ length: NOTIFICATIONS_LIMIT + 1 }, (_, i) => `${i}`),
      'all',
    ])
      expectClientError(await read(reader, { ids }), 400, 422)
    expect(await mine(reader)).toEqual({ notifications: [], unread: 0 })
    // Someone without a record (no role yet) has an empty centre, not an error.
    const newcomer = await newCaller('no-role-yet')
    expect(await mine(newcomer)).toEqual({ notifications: [], unread: 0 })
  })

  it('tell an asker of the answer, investors of an update, and a founder of the review', async () => {
    const founder = await newUser('notifying-founder', 'startup')
    const id = await newStartup(founder, 'Notified Nimbu')
    const { name } = await startupData(id)
    const question = expectShape(
      await postAs(reader, 'startups/ask', {
        startupid: id,
        question: 'When do you start selling in Pune?',
      }),
      questionResponseSchema,
    ).data
    expectStatus(
      await postAs(founder, 'startups/answer', {
        questionid: question._id,
        answer: 'In March,   once the kitchen there is ready.',
      }),
      200,
    )
    const afterAnswer = await mine(reader)
    expect(afterAnswer.unread).toBe(1)
    expect(afterAnswer.notifications).toEqual([
      {
        id: expect.any(String),
        kind: 'answer',
        title: `${name} answered your question`,
        body: 'In March, once the kitchen there is ready.',
        link: `/dashboard/startup/${id}#startup-questions`,
        at: expect.any(String),
        read: false,
      },
    ])

    // An update reaches the investor (with a payment standing) and not the founder.
    const { investor } = await investIn(suite.target, id, 'update-reader', 1_000)
    expectStatus(
      await postAs(founder, 'startups/postupdate', {
        startupid: id,
        title: 'The Pune kitchen is open',
        body: 'We cooked our first thousand meals there this week.',
      }),
      201,
    )
    expect((await mine(investor)).notifications).toEqual([
      expect.objectContaining({
        kind: 'update',
        title: `New update from ${name}`,
        body: 'The Pune kitchen is open',
        link: `/dashboard/startup/${id}#startup-updates`,
        read: false,
      }),
    ])
    expect((await mine(founder)).notifications.map((n) => n.kind)).not.toContain('update')

    // Read one, then all; another's ids change nothing of theirs.
    const first = afterAnswer.notifications[0]!.id
    expect(
      expectShape(await read(investor, { ids: [first] }), readNotificationsResponseSchema),
    ).toEqual({ unread: 1 })
    expect((await mine(reader)).unread).toBe(1)
    expect(
      expectShape(
        await read(reader, { ids: [first, 'no-such-entry'] }),
        readNotificationsResponseSchema,
      ),
    ).toEqual({ unread: 0 })
    expect((await mine(reader)).notifications[0]!.read).toBe(true)
    expect(expectShape(await read(investor, {}), readNotificationsResponseSchema)).toEqual({
      unread: 0,
    })
    expect((await mine(investor)).notifications.every((n) => n.read)).toBe(true)
  })

  it('tell a founder that an operator sent their startup back, and approved it', async () => {
    const op = await operator()
    const founder = await newUser('reviewed-notified', 'startup')
    const created = await call('POST', 'startups/create', {
      token: founder.token,
      form: startupForm(founder.uid, { name: `Reviewed Rotis ${founder.uid.slice(-5)}` }),
    })
    expectStatus(created, 201)
    const { _id: id, name } = created.body.data as { _id: string; name: string }
    const reason = 'Say where the kitchen is.'
    expectStatus(
      await call('POST', `operator/review/${id}/sendback`, { token: op.token, json: { reason } }),
      200,
    )
    expectStatus(await postAs(founder, 'startups/resubmit'), 200)
    expectStatus(
      await call('POST', `operator/review/${id}/approve`, { token: op.token, json: {} }),
      200,
    )
    const { notifications, unread } = await mine(founder)
    expect(unread).toBe(2)
    expect(notifications.map((n) => [n.kind, n.title, n.body, n.link])).toEqual([
      [
        'approved',
        `${name} is live`,
        'A Seedling operator approved it: investors can find it in Explore and invest.',
        '/dashboard',
      ],
      ['sent_back', `${name} was sent back`, reason, '/dashboard'],
    ])
  })
})

describe('notifications of what an operator takes down (optional extension)', () => {
  it('tell the asker their question was taken down, with the reason', async () => {
    const op = await operator()
    const founder = await newUser('moderated-founder', 'startup')
    const id = await newStartup(founder, 'Moderated Murukku')
    const asker = await newUser('moderated-asker', 'investor')
    const question = expectShape(
      await postAs(asker, 'startups/ask', {
        startupid: id,
        question: 'Are you all crooks, or only the founder?',
      }),
      questionResponseSchema,
    ).data
    expectStatus(
      await postAs(founder, 'users/report', {
        kind: 'question',
        id: question._id,
        reason: 'abuse',
      }),
      201,
    )
    const reason = 'Insults the founder'
    expectStatus(
      await call('POST', `operator/reports/question/${question._id}/hide`, {
        token: op.token,
        json: { reason },
      }),
      200,
    )
    expect((await mine(asker)).notifications).toEqual([
      expect.objectContaining({
        kind: 'taken_down',
        title: 'Your question was taken down by Seedling',
        body: reason,
        link: `/dashboard/startup/${id}#startup-questions`,
        read: false,
      }),
    ])
    // The reporter is not told of it.
    expect((await mine(founder)).notifications.map((n) => n.kind)).not.toContain('taken_down')
  })
})
