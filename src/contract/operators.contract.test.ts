import { describe, expect, it } from 'vitest'
import {
  accountResponseSchema,
  accountsResponseSchema,
  listingDecisionResponseSchema,
  logResponseSchema,
  moderationResponseSchema,
  REASON_MAX,
  REPORT_NOTE_MAX,
  reportQueueResponseSchema,
  reportResponseSchema,
} from '@/domain/operating'
import { historyResponseSchema } from '@/domain/payment'
import { questionResponseSchema, questionsResponseSchema } from '@/domain/questions'
import {
  explorePageSchema,
  isActiveResponseSchema,
  startupDataResponseSchema,
  startupSchema,
} from '@/domain/startup'
import { z } from '@/domain/zod'
import { startupForm } from './kit/forms'
import { call, type Caller, postAs } from './calls'
import { expectClientError, expectShape, expectStatus } from './expect-answer'
import { investIn, newCaller, newStartup, newUser, operator, userRecord } from './people'
import { forExtension } from './target'

/**
 * Operators, an optional extension (docs/product.md#operators). A new startup is `in_review`:
 * only its founder and the operators read it; it is not in explore and takes no investment.
 * GET operator/review lists what waits (oldest first); POST operator/review/{id}/approve
 * ({ reason? }) makes it live, POST operator/review/{id}/sendback ({ reason }) sends it back
 * with the reason its founder reads (isactive and data answer `listing` and `reviewNote`);
 * POST startups/resubmit { useruid } puts it in review again. GET operator/log (?thing=,
 * ?operator=) answers the record of every operator action, newest first. Every operator route
 * is 401 without a token and 403 for anyone but an operator; a role write naming "operator" is
 * a 403.
 */

const queueSchema = z.object({ startups: z.array(startupSchema) })
let founder: Caller
let startupId: string
let name: string

const queue = async (as: Caller) =>
  expectShape(await call('GET', 'operator/review', { token: as.token }), queueSchema).startups
const dataAs = async (id: string, as?: Caller) =>
  expectShape(
    await call('GET', `startups/data/${id}`, { token: as?.token }),
    startupDataResponseSchema,
  ).data
const inExplore = async (query: string) =>
  expectShape(
    await call('GET', `startups/explore?q=${encodeURIComponent(query)}&limit=5`),
    explorePageSchema,
  ).message.map((s) => s._id)
const decide = (as: Caller, id: string, decision: 'approve' | 'sendback', json: object) =>
  call('POST', `operator/review/${id}/${decision}`, { token: as.token, json })

/** A founder publishes a startup named after `label`; its id and name, as answered. */
async function publish(label: string) {
  const owner = await newUser(label, 'startup')
  const answer = await call('POST', 'startups/create', {
    token: owner.token,
    form: startupForm(owner.uid, { name: `Review ${label} ${owner.uid.slice(-6)}` }),
  })
  expectStatus(answer, 201)
  const data = answer.body.data as { _id: string; name: string; listing?: string }
  return { owner, id: data._id, name: data.name, listing: data.listing }
}

const suite = forExtension('operators', async () => {
  const published = await publish('reviewed')
  founder = published.owner
  startupId = published.id
  name = published.name
  return published.listing !== undefined
})

describe('operators (optional extension)', () => {
  it('nobody makes themselves an operator, and only operators reach their routes', async () => {
    const caller = await newCaller('would-be-operator')
    const refused = await postAs(caller, 'users/adduser', {
      email: caller.email,
      name: 'Would Be',
      role: 'operator',
      photoUrl: '',
    })
    expectClientError(refused, 403)
    expect(refused.body.error.code).toBe('operator_not_chosen')
    expect((await userRecord(caller)).exists).toBe(false)
    const investor = await newUser('not-an-operator', 'investor')
    const routes = [
      (token?: string) => call('GET', 'operator/review', { token }),
      (token?: string) => call('GET', 'operator/log', { token }),
      (token?: string) =>
        call('POST', `operator/review/${startupId}/approve`, { token, json: { reason: '' } }),
      (token?: string) =>
        call('POST', `operator/review/${startupId}/sendback`, { token, json: { reason: 'No' } }),
    ]
    for (const route of routes) {
      expectClientError(await route(undefined), 401)
      expectClientError(await route(founder.token), 403)
      expectClientError(await route(investor.token), 403)
    }
    // Nothing the refusals asked for happened.
    expect((await dataAs(startupId, founder))[0]!.listing).toBe('in_review')
    expect((await userRecord(await operator())).role).toBe('operator')
  })

  it('a listing in review is its founder’s and the operators’ alone, and takes no money', async () => {
    const investor = await newUser('review-investor', 'investor')
    expect(await dataAs(startupId)).toEqual([])
    expect(await dataAs(startupId, investor)).toEqual([])
    expect((await dataAs(startupId, founder))[0]).toMatchObject({
      _id: startupId,
      listing: 'in_review',
    })
    expect((await dataAs(startupId, await operator()))[0]!.name).toBe(name)
    expect(await inExplore(name)).toEqual([])
    const active = expectShape(
      await call('GET', `startups/isactive/${founder.uid}`, { token: founder.token }),
      isActiveResponseSchema,
    )
    expect(active).toMatchObject({ status: true, startupId, listing: 'in_review' })
    const code = await postAs(investor, 'payments/getotp', { amount: 1000, startupid: startupId })
    expectClientError(code, 409)
    expect(code.body.error.code).toBe('not_listed')
  })

  it('sends back with a reason, takes the resubmission, approves, and keeps the record', async () => {
    const op = await operator()
    const later = await publish('reviewed-later')
    const waiting = (await queue(op)).map((s) => s._id)
    // Oldest first: the suite's first startup waits before the one published after it.
    expect(waiting.indexOf(startupId)).toBeGreaterThanOrEqual(0)
    expect(waiting.indexOf(startupId)).toBeLessThan(waiting.indexOf(later.id))

    // Bad input changes nothing.
    for (const json of [
      {},
      { reason: '   ' },
      { reason: 'x'.repeat(REASON_MAX + 1) },
      { reason: 7 },
    ])
      expectClientError(await decide(op, startupId, 'sendback', json), 400, 422)
    expectClientError(await decide(op, 'no-such-startup', 'approve', {}), 404)
    expect((await dataAs(startupId, founder))[0]!.listing).toBe('in_review')

    const reason = 'The description is one line: say what you make and for whom.'
    const sent = expectShape(
      await decide(op, startupId, 'sendback', { reason: `  ${reason} ` }),
      listingDecisionResponseSchema,
    )
    expect(sent).toEqual({ listing: 'sent_back', reviewNote: reason })
    const asFounder = (await dataAs(startupId, founder))[0]!
    expect(asFounder).toMatchObject({ listing: 'sent_back', reviewNote: reason })
    expect(
      expectShape(
        await call('GET', `startups/isactive/${founder.uid}`, { token: founder.token }),
        isActiveResponseSchema,
      ),
    ).toMatchObject({ listing: 'sent_back', reviewNote: reason })
    expect((await queue(op)).map((s) => s._id)).not.toContain(startupId)
    // Acting twice on it is refused.
    expectClientError(await decide(op, startupId, 'approve', {}), 409)
    expectClientError(await decide(op, startupId, 'sendback', { reason }), 409)

    // Only its founder resubmits it, once.
    const stranger = await newUser('resubmit-stranger', 'startup')
    expectClientError(await postAs(stranger, 'startups/resubmit'), 403, 404)
    expectClientError(
      await call('POST', 'startups/resubmit', {
        token: stranger.token,
        json: { useruid: founder.uid },
      }),
      403,
    )
    expect(
      expectShape(await postAs(founder, 'startups/resubmit'), listingDecisionResponseSchema),
    ).toEqual({ listing: 'in_review', reviewNote: null })
    expectClientError(await postAs(founder, 'startups/resubmit'), 409)
    const again = (await queue(op)).map((s) => s._id)
    // Back in the queue, now after the one published later (its submission is the newer).
    expect(again.indexOf(startupId)).toBeGreaterThan(again.indexOf(later.id))

    const approved = expectShape(
      await decide(op, startupId, 'approve', { reason: 'Clear now.' }),
      listingDecisionResponseSchema,
    )
    expect(approved).toEqual({ listing: 'live', reviewNote: null })
    // Its founder is told when (their dashboard says 'Approved').
    expect(Date.parse((await dataAs(startupId, founder))[0]!.approvedAt!)).toBeGreaterThan(
      Date.now() - 5 * 60_000,
    )
    expect(await inExplore(name)).toEqual([startupId])
    expect((await dataAs(startupId))[0]).toMatchObject({ _id: startupId, listing: 'live' })
    expectClientError(await decide(op, startupId, 'approve', {}), 409)
    const investor = await newUser('live-investor', 'investor')
    expectStatus(
      await postAs(investor, 'payments/getotp', { amount: 1000, startupid: startupId }),
      200,
    )

    // The record: both decisions, newest first, with who and why; filtered by thing and operator.
    const log = expectShape(
      await call('GET', `operator/log?thing=${startupId}`, { token: op.token }),
      logResponseSchema,
    ).entries
    expect(log.map((e) => [e.action, e.reason, e.thing.id, e.thing.name])).toEqual([
      ['approve', 'Clear now.', startupId, name],
      ['send_back', reason, startupId, name],
    ])
    expect(log.every((e) => e.operator?.uid === op.uid)).toBe(true)
    const byOperator = expectShape(
      await call('GET', `operator/log?operator=${op.uid}`, { token: op.token }),
      logResponseSchema,
    ).entries
    expect(byOperator.map((e) => e.id)).toEqual(expect.arrayContaining(log.map((e) => e.id)))
    expect(
      expectShape(
        await call('GET', `operator/log?operator=${founder.uid}`, { token: op.token }),
        logResponseSchema,
      ).entries,
    ).toEqual([])
    expectClientError(
      await call('GET', `operator/log?thing=${'x'.repeat(201)}`, { token: op.token }),
      422,
    )
    // The other startup is still waiting; the operator sends it live for the suite's tidiness.
    expectStatus(await decide(op, later.id, 'approve', {}), 200)
  })

  it('takes reports, one open per person per thing, and the operator hides, restores or dismisses', async () => {
    const op = await operator()
    const founderOfLive = await newUser('reported-founder', 'startup')
    const liveId = await newStartup(founderOfLive, 'Reported Rotis')
    const asker = await newUser('rude-asker', 'investor')
    const question = expectShape(
      await postAs(asker, 'startups/ask', {
        startupid: liveId,
        question: 'Is this whole thing a scam run by crooks?',
      }),
      questionResponseSchema,
    ).data
    const questionsShown = async () =>
      expectShape(await call('GET', `startups/questions/${liveId}`), questionsResponseSchema).data
    expect((await questionsShown()).map((q) => q._id)).toContain(question._id)
    const reporter = await newUser('reporter', 'investor')
    const report = (as: Caller, json: Record<string, unknown>) => postAs(as, 'users/report', json)

    // Bad input changes nothing; what investors cannot see cannot be reported.
    for (const json of [
      { kind: 'question', id: question._id, reason: 'rude' },
      { kind: 'comment', id: question._id, reason: 'abuse' },
      {
        kind: 'question',
        id: question._id,
        reason: 'abuse',
        note: 'x'.repeat(REPORT_NOTE_MAX + 1),
      },
    ])
      expectClientError(await report(reporter, json), 422)
    expectClientError(
      await report(reporter, { kind: 'question', id: 'no-such', reason: 'abuse' }),
      404,
    )
    const waitingId = (await publish('not-yet-reportable')).id
    expectClientError(
      await report(reporter, { kind: 'startup', id: waitingId, reason: 'spam' }),
      404,
    )
    expectClientError(
      await call('POST', 'users/report', {
        json: { useruid: reporter.uid, kind: 'question', id: question._id, reason: 'abuse' },
      }),
      401,
    )

    const reported = expectShape(
      await report(reporter, {
        kind: 'question',
        id: question._id,
        reason: 'abuse',
        note: 'Calls the founder a crook',
      }),
      reportResponseSchema,
    )
    expect(reported.reported).toEqual([`question:${question._id}`])
    expect((await userRecord(reporter)).reported).toEqual([`question:${question._id}`])
    const twice = await report(reporter, { kind: 'question', id: question._id, reason: 'spam' })
    expectClientError(twice, 409)
    expect(twice.body.error.code).toBe('already_reported')
    expectStatus(
      await report(founderOfLive, { kind: 'question', id: question._id, reason: 'abuse' }),
      201,
    )

    // Only operators see the queue and decide.
    const queue = async () =>
      expectShape(
        await call('GET', 'operator/reports', { token: op.token }),
        reportQueueResponseSchema,
      ).things
    for (const token of [undefined, reporter.token, founderOfLive.token]) {
      expectClientError(await call('GET', 'operator/reports', { token }), token ? 403 : 401)
      expectClientError(
        await call('POST', `operator/reports/question/${question._id}/hide`, {
          token,
          json: { reason: 'Abuse' },
        }),
        token ? 403 : 401,
      )
    }
    const waiting = (await queue()).find((t) => t.id === question._id)!
    expect(waiting).toMatchObject({ kind: 'question', startupId: liveId, hidden: false, count: 2 })
    expect(waiting.reports.map((r) => r.reason)).toEqual(['abuse', 'abuse'])
    expect(waiting.reports[0]!.note).toBe('Calls the founder a crook')

    // Hidden: gone from the page and its count, on the record; hiding twice is refused.
    const count = async () => (await dataAs(liveId))[0]!.questions
    const before = await count()
    const reason = 'Insults the founder'
    expectClientError(
      await call('POST', `operator/reports/question/${question._id}/hide`, {
        token: op.token,
        json: { reason: ' ' },
      }),
      422,
    )
    expect(
      expectShape(
        await call('POST', `operator/reports/question/${question._id}/hide`, {
          token: op.token,
          json: { reason },
        }),
        moderationResponseSchema,
      ),
    ).toEqual({ hidden: true, closedReports: 2 })
    expect((await questionsShown()).map((q) => q._id)).not.toContain(question._id)
    expect(await count()).toBe(before! - 1)
    expect((await userRecord(reporter)).reported).toEqual([])
    expectClientError(
      await call('POST', `operator/reports/question/${question._id}/hide`, {
        token: op.token,
        json: { reason },
      }),
      409,
    )
    expect((await queue()).find((t) => t.id === question._id)).toMatchObject({ hidden: true })
    const log = expectShape(
      await call('GET', `operator/log?thing=${question._id}`, { token: op.token }),
      logResponseSchema,
    ).entries
    expect(log.map((e) => [e.action, e.reason, e.thing.kind])).toEqual([
      ['hide', reason, 'question'],
    ])

    // Restored: back on the page.
    expectStatus(
      await call('POST', `operator/reports/question/${question._id}/restore`, {
        token: op.token,
        json: { reason: 'Reworded by its asker' },
      }),
      200,
    )
    expect((await questionsShown()).map((q) => q._id)).toContain(question._id)
    expect(await count()).toBe(before)

    // A startup's reports dismissed; then the startup taken down: its investor keeps the payment.
    const { investor } = await investIn(suite.target, liveId, 'taken-down-investor', 1_000)
    expectStatus(await report(reporter, { kind: 'startup', id: liveId, reason: 'misleading' }), 201)
    expect(
      expectShape(
        await call('POST', `operator/reports/startup/${liveId}/dismiss`, {
          token: op.token,
          json: {},
        }),
        moderationResponseSchema,
      ),
    ).toEqual({ hidden: false, closedReports: 1 })
    expectClientError(
      await call('POST', `operator/reports/startup/${liveId}/dismiss`, {
        token: op.token,
        json: {},
      }),
      409,
    )
    const takenDown = 'Its report belongs to another company'
    expectStatus(
      await call('POST', `operator/reports/startup/${liveId}/hide`, {
        token: op.token,
        json: { reason: takenDown },
      }),
      200,
    )
    expect(await dataAs(liveId)).toEqual([])
    expect((await dataAs(liveId, founderOfLive))[0]).toMatchObject({
      listing: 'taken_down',
      reviewNote: takenDown,
    })
    expect(await inExplore('Reported Rotis')).not.toContain(liveId)
    const code = await postAs(investor, 'payments/getotp', { amount: 500, startupid: liveId })
    expectClientError(code, 409)
    const history = expectShape(
      await call('GET', `payments/history/${investor.uid}`, { token: investor.token }),
      historyResponseSchema,
    ).data
    expect(history.map((h) => h.startupData._id)).toContain(liveId)
  })
})

describe('operators: what an operator took down, and suspended accounts (optional extension)', () => {
  const questions = async (id: string, as?: Caller) =>
    expectShape(
      await call('GET', `startups/questions/${id}`, { token: as?.token }),
      questionsResponseSchema,
    ).data
  const moderate = (as: Caller, path: string, reason: string) =>
    call('POST', `operator/reports/${path}`, { token: as.token, json: { reason } })

  it('a question taken down stays with its asker and the operators; an answer is reported and taken down apart', async () => {
    const op = await operator()
    const owner = await newUser('answering-founder', 'startup')
    const id = await newStartup(owner, 'Answered Appams')
    const asker = await newUser('asker-of-two', 'investor')
    const ask = async (question: string) =>
      expectShape(
        await postAs(asker, 'startups/ask', { startupid: id, question }),
        questionResponseSchema,
      ).data._id
    const rude = await ask('Why should anyone trust you people at all?')
    const fair = await ask('How many customers pay you every month?')
    const unanswered = await ask('Where do you buy your rice flour from?')
    const answer = 'You are all fools for asking; go away.'
    expectStatus(await postAs(owner, 'startups/answer', { questionid: fair, answer }), 200)
    const reporter = await newUser('answer-reporter', 'investor')

    // An answer is reported apart from its question; a question without one has no answer.
    expectClientError(
      await postAs(reporter, 'users/report', { kind: 'answer', id: unanswered, reason: 'abuse' }),
      404,
    )
    expect(
      expectShape(
        await postAs(reporter, 'users/report', { kind: 'answer', id: fair, reason: 'abuse' }),
        reportResponseSchema,
      ).reported,
    ).toEqual([`answer:${fair}`])
    expectStatus(
      await postAs(reporter, 'users/report', { kind: 'question', id: rude, reason: 'abuse' }),
      201,
    )
    const things = expectShape(
      await call('GET', 'operator/reports', { token: op.token }),
      reportQueueResponseSchema,
    ).things
    expect(things.find((t) => t.kind === 'answer' && t.id === fair)).toMatchObject({
      name: answer,
      answer: 'How many customers pay you every month?',
      startupId: id,
      author: { uid: owner.uid, suspended: false },
    })
    expect(things.find((t) => t.kind === 'question' && t.id === rude)).toMatchObject({
      author: { uid: asker.uid, suspended: false },
    })

    expectStatus(await moderate(op, `question/${rude}/hide`, 'Insults the founder'), 200)
    expectStatus(await moderate(op, `answer/${fair}/hide`, 'Insults the investor'), 200)

    // The question: gone for everyone but its asker and the operators, who see it marked.
    for (const reader of [undefined, reporter, owner])
      expect((await questions(id, reader)).map((q) => q._id)).not.toContain(rude)
    for (const reader of [asker, op])
      expect((await questions(id, reader)).find((q) => q._id === rude)).toMatchObject({
        takenDown: true,
      })
    // The answer: the question stays, unanswered to everyone but the founder and the operators.
    for (const reader of [undefined, reporter, asker]) {
      const shown = (await questions(id, reader)).find((q) => q._id === fair)!
      expect(shown).toMatchObject({ answer: null, answeredAt: null })
      expect(shown.answerTakenDown).toBeUndefined()
    }
    for (const reader of [owner, op])
      expect((await questions(id, reader)).find((q) => q._id === fair)).toMatchObject({
        answer,
        answerTakenDown: true,
      })
    // Taken down, it cannot be reported again; the record names it an answer.
    expectClientError(
      await postAs(asker, 'users/report', { kind: 'answer', id: fair, reason: 'abuse' }),
      404,
    )
    const log = expectShape(
      await call('GET', `operator/log?thing=${fair}`, { token: op.token }),
      logResponseSchema,
    ).entries
    expect(log.map((e) => [e.action, e.thing.kind, e.thing.name])).toEqual([
      ['hide', 'answer', answer],
    ])
    // Restored, everyone reads it again.
    expectStatus(await moderate(op, `answer/${fair}/restore`, 'Apologised'), 200)
    expect((await questions(id)).find((q) => q._id === fair)).toMatchObject({ answer })
  })

  it('suspends an account: it signs in but cannot publish, invest, ask or report, sees why, until lifted', async () => {
    const op = await operator()
    const investor = await newUser('suspended-investor', 'investor')
    const founderToBe = await newUser('suspended-founder', 'startup')
    const owner = await newUser('open-founder', 'startup')
    const id = await newStartup(owner, 'Suspension Samosas')
    const suspend = (as: Caller | undefined, uid: string, reason: unknown) =>
      call('POST', `operator/accounts/${uid}/suspend`, { token: as?.token, json: { reason } })
    const lift = (as: Caller | undefined, uid: string, reason: unknown) =>
      call('POST', `operator/accounts/${uid}/lift`, { token: as?.token, json: { reason } })
    const accounts = async (find?: string) =>
      expectShape(
        await call('GET', `operator/accounts${find ? `?find=${encodeURIComponent(find)}` : ''}`, {
          token: op.token,
        }),
        accountsResponseSchema,
      ).accounts

    for (const as of [undefined, investor, owner]) {
      const status = as ? 403 : 401
      expectClientError(await call('GET', 'operator/accounts', { token: as?.token }), status)
      expectClientError(await suspend(as, investor.uid, 'No'), status)
      expectClientError(await lift(as, investor.uid, 'No'), status)
    }
    // Found by e-mail in any case, or by id.
    expect(await accounts(investor.email.toUpperCase())).toEqual([
      {
        uid: investor.uid,
        name: expect.any(String),
        email: investor.email,
        role: 'investor',
        suspended: null,
      },
    ])
    expect((await accounts(owner.uid)).map((a) => a.role)).toEqual(['startup'])
    expect(await accounts('nobody@contract.example.com')).toEqual([])

    // Bad input changes nothing.
    for (const reason of ['', '  ', 'x'.repeat(REASON_MAX + 1), 5])
      expectClientError(await suspend(op, investor.uid, reason), 400, 422)
    expectClientError(await suspend(op, 'no-such-account', 'Fraud'), 404)
    const operatorRefused = await suspend(op, op.uid, 'Testing')
    expectClientError(operatorRefused, 409)
    expect(operatorRefused.body.error.code).toBe('operator_account')
    expect((await userRecord(investor)).suspended).toBeNull()
    // An operator decides what is listed and what is taken down: whatever role they chose
    // before, they neither invest nor ask.
    for (const refused of [
      await postAs(op, 'payments/getotp', { amount: 1000, startupid: id }),
      await postAs(op, 'startups/ask', { startupid: id, question: 'May an operator ask this?' }),
    ])
      expectClientError(refused, 403)

    const reason = 'Three reports of a fake payment receipt'
    const suspended = expectShape(await suspend(op, investor.uid, reason), accountResponseSchema)
    expect(suspended.account.suspended).toMatchObject({ reason })
    const twice = await suspend(op, investor.uid, reason)
    expectClientError(twice, 409)
    expect(twice.body.error.code).toBe('already_suspended')
    expectStatus(await suspend(op, founderToBe.uid, 'A copy of another company'), 200)

    // Signed in, they read their record and why; what they may not do is a 403 that says so.
    const record = await userRecord(investor)
    expect(record).toMatchObject({ exists: true, role: 'investor', suspended: { reason } })
    const refusals = [
      await postAs(investor, 'payments/getotp', { amount: 1000, startupid: id }),
      await postAs(investor, 'startups/ask', {
        startupid: id,
        question: 'Is this still open for money?',
      }),
      await postAs(investor, 'users/report', { kind: 'startup', id, reason: 'spam' }),
      await call('POST', 'startups/create', {
        token: founderToBe.token,
        form: startupForm(founderToBe.uid, { name: 'Suspended Startup' }),
      }),
    ]
    for (const refused of refusals) {
      expectClientError(refused, 403)
      expect(refused.body.error.code).toBe('account_suspended')
    }
    expect(refusals[0]!.body.error.message).toContain(reason)
    expect(
      expectShape(
        await call('GET', `startups/isactive/${founderToBe.uid}`, { token: founderToBe.token }),
        isActiveResponseSchema,
      ).status,
    ).toBe(false)
    // They can still read what is public.
    expect((await dataAs(id, investor))[0]!._id).toBe(id)

    const listed = (await accounts()).map((a) => a.uid)
    expect(listed.indexOf(founderToBe.uid)).toBeGreaterThanOrEqual(0)
    expect(listed.indexOf(founderToBe.uid)).toBeLessThan(listed.indexOf(investor.uid))

    // Lifted: they invest again.
    expectClientError(await lift(op, investor.uid, ''), 400, 422)
    expect(
      expectShape(await lift(op, investor.uid, 'The receipt was real'), accountResponseSchema)
        .account.suspended,
    ).toBeNull()
    const notSuspended = await lift(op, investor.uid, 'Again')
    expectClientError(notSuspended, 409)
    expect(notSuspended.body.error.code).toBe('not_suspended')
    expect((await userRecord(investor)).suspended).toBeNull()
    expectStatus(
      await postAs(investor, 'startups/ask', {
        startupid: id,
        question: 'Is this still open for money?',
      }),
      201,
    )
    const log = expectShape(
      await call('GET', `operator/log?thing=${investor.uid}`, { token: op.token }),
      logResponseSchema,
    ).entries
    expect(log.map((e) => [e.action, e.thing.kind, e.reason])).toEqual([
      ['lift', 'account', 'The receipt was real'],
      ['suspend', 'account', reason],
    ])
    expectStatus(await lift(op, founderToBe.uid, 'Tidy'), 200)
  })
})
