import { describe, expect, it } from 'vitest'
import { questionsResponseSchema } from '@/domain/questions'
import { call, type Caller, postAs } from './calls'
import { expectClientError, expectShape, expectStatus } from './expect-answer'
import { newUser, startupData } from './people'
import { forStartupExtension } from './target'

/**
 * Questions and answers, an optional extension: every startup carries `questions` (how many its
 * page shows); POST startups/ask by an investor; POST startups/answer and
 * startups/hidequestion by the startup's founder; GET startups/questions/{id} for anyone,
 * newest first, hidden ones left out.
 */

const questions = async () =>
  expectShape(await call('GET', `startups/questions/${suite.startupId}`), questionsResponseSchema)
    .data

const startupNow = async () => startupData(suite.startupId)

const ask = (caller: Caller, question: unknown) =>
  postAs(caller, 'startups/ask', { startupid: suite.startupId, question })

const suite = forStartupExtension('questions and answers', 'Questioning Quilts', 'questions')

describe('questions and answers (optional extension)', () => {
  it('an investor asks, the founder answers, anyone reads it', async () => {
    const investor = await newUser('qa-investor', 'investor')
    const asked = await ask(investor, 'How many looms do you run today?')
    expectStatus(asked, 201)
    const id = (asked.body as { data: { _id: string } }).data._id
    const [open] = await questions()
    expect(open).toMatchObject({ _id: id, answer: null, askedBy: 'qa-investor' })
    expectStatus(
      await call('POST', 'startups/answer', {
        token: suite.founder.token,
        json: { useruid: suite.founder.uid, questionid: id, answer: 'Forty, in two villages.' },
      }),
      200,
    )
    const [answered] = await questions()
    expect(answered?.answer).toBe('Forty, in two villages.')
    expect(answered?.answeredAt).toEqual(expect.any(String))
    expect((await startupNow()).questions).toBe(1)
    expectClientError(await call('GET', 'startups/questions/no-such-startup'), 404)
  })

  it('the founder hides a question; only the founder answers or hides; limits hold', async () => {
    const investor = await newUser('qa-limits', 'investor')
    const asked = await ask(investor, 'Is this a <script>alert(1)</script> question?')
    expectStatus(asked, 201)
    const id = (asked.body as { data: { _id: string } }).data._id
    // Stored as written, never changed into markup: the app shows it as text.
    expect((await questions()).find((q) => q._id === id)?.question).toContain('<script>')
    const intruder = await newUser('qa-intruder', 'startup')
    for (const path of ['startups/answer', 'startups/hidequestion'])
      expectClientError(
        await call('POST', path, {
          token: intruder.token,
          json: { useruid: intruder.uid, questionid: id, answer: 'Not mine' },
        }),
        403,
      )
    expectStatus(
      await call('POST', 'startups/hidequestion', {
        token: suite.founder.token,
        json: { useruid: suite.founder.uid, questionid: id },
      }),
      200,
    )
    expect((await questions()).some((q) => q._id === id)).toBe(false)
    // Hiding twice hides once: the page's count is the questions it shows.
    expectStatus(
      await call('POST', 'startups/hidequestion', {
        token: suite.founder.token,
        json: { useruid: suite.founder.uid, questionid: id },
      }),
      200,
    )
    expect((await startupNow()).questions).toBe((await questions()).length)

    expectClientError(await ask(suite.founder, 'Can a founder ask here at all?'), 403)
    for (const question of ['short', 'x'.repeat(1001), 42])
      expectClientError(await ask(investor, question), 400, 422)
    // Five an hour: this investor has asked one; four more go, the sixth is refused.
    for (let i = 0; i < 4; i += 1)
      expectStatus(await ask(investor, `Question number ${i + 2}?`), 201)
    const refused = await ask(investor, 'One question too many?')
    expectClientError(refused, 429)
    expect(refused.body.error.code).toBe('too_many_questions')
  })
})
