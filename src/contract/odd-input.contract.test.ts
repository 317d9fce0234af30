import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { base64url } from '@/domain/explore-page'
import { formOf, startupForm } from './kit/forms'
import { type Answer, call, type Caller, postAs } from './calls'
import { newStartup, newUser } from './people'
import { startTarget } from './target'

/**
 * Input no person types but anyone can send: NUL characters in ids, searches, bodies and form
 * fields, and page cursors with keys no startup has. Whatever the route (an extension's route
 * on a server without it is a 404), the answer is a 4xx with the contract's error body, never
 * a 5xx.
 */

let target: Awaited<ReturnType<typeof startTarget>>
let founder: Caller
let investor: Caller
let startupId: string

beforeAll(async () => {
  target = await startTarget()
  founder = await newUser('odd-founder', 'startup')
  investor = await newUser('odd-investor', 'investor')
  startupId = await newStartup(founder, 'Odd Input Co')
})

afterAll(async () => {
  await target?.stop()
})

function expectRefused(answer: Answer) {
  expect(
    answer.status >= 400 && answer.status < 500,
    `${answer.label} answered ${answer.status}: ${answer.text.slice(0, 300)}`,
  ).toBe(true)
  expect(answer.body?.error?.code, `${answer.label} names its error`).toEqual(expect.any(String))
  expect(answer.body?.error?.message, `${answer.label} explains its error`).toEqual(
    expect.any(String),
  )
}

const cursor = (parts: unknown[]) => base64url.encode(JSON.stringify(parts))

describe('odd input is refused with a 4xx, never a 5xx', () => {
  it('NUL in a path or a search, signed in or not', async () => {
    for (const path of [
      'startups/data/%00',
      'files/%00',
      'startups/updates/%00',
      'startups/questions/%00',
      'startups/analytics/%00',
      'users/getuser/%00',
      'startups/explore?q=%00',
      'startups/explore?q=a%00b&limit=5',
    ]) {
      expectRefused(await call('GET', path))
      expectRefused(await call('GET', path, { token: investor.token }))
    }
    expectRefused(await call('POST', 'startups/view', { json: { startupid: 'a\u0000' } }))
  })

  it('page cursors with a NUL or a key no startup has', async () => {
    for (const parts of [
      ['most-funded', 1e308, startupId, 10],
      ['most-funded', -1, startupId, 10],
      ['closest-to-goal', 1e308, startupId, 10],
      ['name', 'a\u0000', startupId, 10],
      ['most-funded', 5, 'id\u0000', 10],
    ]) {
      const sort = parts[0] as string
      expectRefused(
        await call('GET', `startups/explore?limit=5&sort=${sort}&cursor=${cursor(parts)}`),
      )
    }
  })

  it('NUL in the fields of signed-in calls', async () => {
    const newcomer = await newUser('odd-newcomer', 'investor')
    expectRefused(
      await call('POST', 'users/adduser', {
        token: newcomer.token,
        json: {
          useruid: newcomer.uid,
          email: newcomer.email,
          name: 'Nul\u0000Name',
          role: 'investor',
          photoUrl: '',
        },
      }),
    )
    expectRefused(
      await postAs(investor, 'startups/ask', {
        startupid: startupId,
        question: 'Why\u0000 this market, and why now?',
      }),
    )
    // A real question to answer where the server has questions (else the route is a 404).
    await postAs(investor, 'startups/ask', {
      startupid: startupId,
      question: 'Who are your first customers?',
    })
    const asked = await call('GET', `startups/questions/${startupId}`)
    const questionid: string = asked.status === 200 ? asked.body.data[0]._id : 'no-questions'
    expectRefused(
      await postAs(founder, 'startups/answer', { questionid, answer: 'Because\u0000 it grows.' }),
    )
    expectRefused(
      await postAs(founder, 'startups/answer', { questionid: 'q\u0000', answer: 'Yes' }),
    )
    expectRefused(
      await postAs(founder, 'startups/postupdate', {
        startupid: startupId,
        title: 'News\u0000',
        body: 'Body',
      }),
    )
    const form = formOf({
      useruid: founder.uid,
      startupid: startupId,
      slogan: 'Slogan\u0000',
      description: 'Description',
      websiteLink: 'https://odd.example.in',
    })
    expectRefused(await call('POST', 'startups/edit', { token: founder.token, form }))
  })

  it('a body that is JSON but not an object is a 422; a __proto__ key is a 400', async () => {
    for (const raw of ['[]', 'null', '"text"', '5']) {
      const answer = await call('POST', 'payments/getotp', { token: investor.token, raw })
      expectRefused(answer)
      expect(answer.status, `${raw}: ${answer.text}`).toBe(422)
      expect(answer.body.error.code).toBe('invalid_input')
    }
    for (const raw of [
      `{"__proto__":{"polluted":"yes"},"useruid":"${investor.uid}"}`,
      `{"constructor":{"prototype":{"polluted":"yes"}},"useruid":"${investor.uid}"}`,
    ]) {
      const answer = await call('POST', 'users/acknowledgerisk', { token: investor.token, raw })
      expect(answer.status, `${raw}: ${answer.text}`).toBe(400)
      expect(answer.body.error.code).toBe('invalid_json')
    }
  })

  it('an id left empty names nothing: 404 not_found', async () => {
    for (const path of ['startups/data/', 'startups/questions/', 'users/getuser/', 'files/']) {
      const answer = await call('GET', path, { token: investor.token })
      expect(answer.status, `${path}: ${answer.text}`).toBe(404)
      expect(answer.body.error.code).toBe('not_found')
    }
  })

  it('funds and stocks are plain numbers: not hexadecimal, exponents or words', async () => {
    const newcomer = await newUser('odd-numbers', 'startup')
    for (const [field, value] of [
      ['fundsRequired', '0x10'],
      ['fundsRequired', '1e6'],
      ['stocks', '0x10'],
      ['stocks', '1e1'],
      ['stocks', 'true'],
    ] as const) {
      const answer = await call('POST', 'startups/create', {
        token: newcomer.token,
        form: startupForm(newcomer.uid, { [field]: value }),
      })
      expect(answer.status, `${field} ${value}: ${answer.text}`).toBe(422)
      expect(answer.body.error).toMatchObject({ code: 'invalid_input', field })
    }
  })
})
