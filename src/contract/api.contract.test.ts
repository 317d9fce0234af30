import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { historyResponseSchema } from '@/domain/payment'
import {
  exploreResponseSchema,
  isActiveResponseSchema,
  startupDataResponseSchema,
  startupSchema,
} from '@/domain/startup'
import { getUserResponseSchema } from '@/domain/user'
import { PDF_BYTES, PNG_BYTES } from './kit/files'
import { startupForm as validStartupForm } from './kit/forms'
import { type Answer, call, type Caller, postAs } from './calls'
import {
  expectClientError,
  expectGuardedFrom,
  expectSamePicture,
  expectShape,
  expectStatus,
} from './expect-answer'
import { acknowledgeRisksIfAsked, listed, newCaller } from './people'
import { startTarget } from './target'

/**
 * The /api contract, checked against any server (see ./target.ts for how codes are read):
 *   API_URL=http://host:port CONTRACT_SMTP_PORT=2525 npm run test:contract
 *   CONTRACT_TARGET=demo API_URL=http://demo.invalid npm run test:contract
 * Every route's happy path, its bad input, and that protected routes refuse a missing,
 * forged or foreign token.
 */

let investor: Caller
let founder: Caller
let stranger: Caller
let target: Awaited<ReturnType<typeof startTarget>>

const user = (c: Caller, role: 'startup' | 'investor') => ({
  useruid: c.uid,
  email: c.email,
  name: `Contract ${role}`,
  role,
  photoUrl: '',
})

/** The harness's valid creation payload, for this caller's own startup. */
function startupForm(c: Caller, patch: Record<string, string | File | null> = {}) {
  return validStartupForm(c.uid, {
    username: 'Contract Founder',
    name: `Contract Co ${c.uid.slice(-6)}`,
    fundsRequired: '100000',
    domain: 'IT',
    ...patch,
  })
}

const expectGuarded = (make: (token: string | undefined) => Promise<Answer>, owner: Caller) =>
  expectGuardedFrom(stranger, make, owner)

beforeAll(async () => {
  target = await startTarget()
  ;[investor, founder, stranger] = await Promise.all([
    newCaller('investor'),
    newCaller('founder'),
    newCaller('stranger'),
  ])
})

afterAll(async () => {
  await target?.stop()
})

describe('users', () => {
  it('GET users/getuser/{uid} says a new user does not exist', async () => {
    const answer = await call('GET', `users/getuser/${investor.uid}`, { token: investor.token })
    expectStatus(answer, 200)
    expect(expectShape(answer, getUserResponseSchema).exists).toBe(false)
  })

  it('POST users/adduser creates the user once', async () => {
    expectStatus(
      await call('POST', 'users/adduser', {
        token: investor.token,
        json: user(investor, 'investor'),
      }),
      200,
      201,
    )
    expectStatus(
      await call('POST', 'users/adduser', { token: founder.token, json: user(founder, 'startup') }),
      200,
      201,
    )
    expectClientError(
      await call('POST', 'users/adduser', {
        token: investor.token,
        json: user(investor, 'investor'),
      }),
      409,
    )
    const answer = await call('GET', `users/getuser/${investor.uid}`, { token: investor.token })
    expect(expectShape(answer, getUserResponseSchema)).toMatchObject({
      exists: true,
      role: 'investor',
    })
    // A server with the risk check (optional extension) refuses codes until the investor has
    // acknowledged the risks, as the app asks first: risk-check.contract.test.ts checks it.
    await acknowledgeRisksIfAsked(investor)
  })

  it('POST users/adduser refuses bad input with a 4xx naming the problem', async () => {
    for (const patch of [
      { email: 'nope' },
      { role: 'admin' },
      // The app shows photoUrl in an <img>: a script address is not a picture.
      { photoUrl: 'javascript:alert(1)' },
      { photoUrl: '//evil.example/x.png' },
    ])
      expectClientError(
        await call('POST', 'users/adduser', {
          token: stranger.token,
          json: { ...user(stranger, 'investor'), ...patch },
        }),
        400,
        422,
      )
    expectClientError(
      await call('POST', 'users/adduser', { token: stranger.token, raw: '{"useruid":' }),
      400,
    )
  })

  it("POST users/adduser records the e-mail the sign-in proved, and refuses anyone else's", async () => {
    // Codes and receipts go to this address: naming a third party's would have them mailed.
    const other = await call('POST', 'users/adduser', {
      token: stranger.token,
      json: { ...user(stranger, 'investor'), email: 'someone.else@example.com' },
    })
    expectClientError(other, 403)
    expect(other.body.error).toMatchObject({ code: 'email_mismatch', field: 'email' })
    const record = await call('GET', `users/getuser/${stranger.uid}`, { token: stranger.token })
    expect(expectShape(record, getUserResponseSchema).exists).toBe(false)
  })

  it('guards users/getuser and users/adduser', async () => {
    await expectGuarded(
      (token) => call('GET', `users/getuser/${investor.uid}`, { token }),
      investor,
    )
    await expectGuarded(
      (token) => call('POST', 'users/adduser', { token, json: user(investor, 'investor') }),
      investor,
    )
  })
})

describe('startups', () => {
  let createdId = ''
  let logoUrl = ''
  let reportUrl = ''

  it('GET startups/explore answers { message: [startup] }', async () => {
    const answer = await call('GET', 'startups/explore')
    expectStatus(answer, 200)
    expectShape(answer, exploreResponseSchema)
  })

  it('GET startups/isactive/{uid} is false before publishing', async () => {
    const answer = await call('GET', `startups/isactive/${founder.uid}`, { token: founder.token })
    expectStatus(answer, 200, 201)
    expect(expectShape(answer, isActiveResponseSchema).status).toBe(false)
  })

  it('POST startups/create refuses bad fields and wrong files, and keeps nothing', async () => {
    const badFields: Record<string, string>[] = [
      { name: '' },
      { fundsRequired: 'lots' },
      { domain: 'Mining' },
      { founded: '2999-01-01' },
      { websiteLink: 'javascript:alert(1)' },
    ]
    for (const patch of badFields) {
      expectClientError(
        await call('POST', 'startups/create', {
          token: founder.token,
          form: startupForm(founder, patch),
        }),
        400,
        422,
      )
    }
    const exe = new File([new Uint8Array([0x4d, 0x5a])], 'report.exe')
    expectClientError(
      await call('POST', 'startups/create', {
        token: founder.token,
        form: startupForm(founder, { report: exe }),
      }),
      400,
      415,
      422,
    )
    const answer = await call('GET', `startups/isactive/${founder.uid}`, { token: founder.token })
    expect(expectShape(answer, isActiveResponseSchema).status).toBe(false)
  })

  it('POST startups/create publishes the startup (multipart), once', async () => {
    const answer = await call('POST', 'startups/create', {
      token: founder.token,
      form: startupForm(founder),
    })
    expectStatus(answer, 200, 201)
    await listed(answer.body)
    const active = await call('GET', `startups/isactive/${founder.uid}`, { token: founder.token })
    expect(expectShape(active, isActiveResponseSchema).status).toBe(true)
    const explore = expectShape(await call('GET', 'startups/explore'), exploreResponseSchema)
    const mine = explore.message.find((s) => s.name === `Contract Co ${founder.uid.slice(-6)}`)
    expect(mine, 'the new startup must appear in startups/explore').toBeDefined()
    createdId = mine!._id
    logoUrl = mine!.logo
    reportUrl = mine!.report
    expectClientError(
      await call('POST', 'startups/create', { token: founder.token, form: startupForm(founder) }),
      409,
    )
  })

  it('GET startups/data/{id} answers { data: [startup] }, and an empty list for an unknown id', async () => {
    const answer = await call('GET', `startups/data/${createdId}`)
    const [startup] = expectShape(answer, startupDataResponseSchema).data
    expect(startupSchema.parse(startup)).toMatchObject({
      _id: createdId,
      fundsRecieved: 0,
      fundsRequired: 100000,
    })
    expect(
      expectShape(await call('GET', 'startups/data/no-such-startup-id'), startupDataResponseSchema)
        .data,
    ).toEqual([])
  })

  it('serves the uploaded logo as the same picture and the report back byte for byte', async () => {
    const base = new URL(process.env.API_URL ?? 'http://127.0.0.1:5000')
    const logo = await fetch(new URL(logoUrl, base))
    await expectSamePicture(new Uint8Array(await logo.arrayBuffer()), PNG_BYTES)
    const report = await fetch(new URL(reportUrl, base))
    expect(new Uint8Array(await report.arrayBuffer())).toEqual(PDF_BYTES)
  })

  it('guards startups/isactive and startups/create', async () => {
    await expectGuarded(
      (token) => call('GET', `startups/isactive/${founder.uid}`, { token }),
      founder,
    )
    await expectGuarded(
      (token) => call('POST', 'startups/create', { token, form: startupForm(founder) }),
      founder,
    )
  })

  describe('payments', () => {
    /** The investor asks for a code to put `amount` (anything, for the checks) into `startupid`. */
    const askCode = (amount: unknown, startupid = createdId) =>
      postAs(investor, 'payments/getotp', { amount, startupid })
    /** The investor answers with a code. */
    const verify = (otp: string) => postAs(investor, 'payments/verifypayment', { otp })

    it('POST payments/getotp refuses bad amounts and unknown startups', async () => {
      // Numbers in other clothes are not amounts either: hex, exponents, booleans, lists.
      for (const amount of [-5, 0, 10.5, 'ten', '0x10', '1e2', true, [5], null])
        expectClientError(await askCode(amount), 400, 422)
      expectClientError(await askCode(10_000_000), 400, 409, 422)
      expectClientError(await askCode(10, 'no-such-startup-id'), 400, 404, 422)
    })

    it('getotp then verifypayment records the payment and raises the total; a wrong code moves nothing', async () => {
      const sent = target.sent()
      expectStatus(await askCode(2500), 200, 201)
      const code = await target.codeFor(investor, sent)
      const wrong = code === '000000' ? '111111' : '000000'
      expectClientError(await verify(wrong), 400, 401, 403, 422)
      expectStatus(await verify(code), 200, 201)
      const [startup] = expectShape(
        await call('GET', `startups/data/${createdId}`),
        startupDataResponseSchema,
      ).data
      expect(startup!.fundsRecieved).toBe(2500)
      // A server that says how many people invested (an optional field) counts this investor.
      if (startup!.investors !== undefined) expect(startup!.investors).toBe(1)
      const listed = expectShape(await call('GET', 'startups/explore'), exploreResponseSchema)
      const inList = listed.message.find((s) => s._id === createdId)
      if (inList?.investors !== undefined) expect(inList.investors).toBe(1)
    })

    it('GET payments/history/{uid} shows the payment to the investor and the founder', async () => {
      const mine = expectShape(
        await call('GET', `payments/history/${investor.uid}`, { token: investor.token }),
        historyResponseSchema,
      )
      expect(mine.data[0]).toMatchObject({
        paymentData: { amount: 2500 },
        startupData: { name: `Contract Co ${founder.uid.slice(-6)}` },
      })
      const theirs = expectShape(
        await call('GET', `payments/history/${founder.uid}`, { token: founder.token }),
        historyResponseSchema,
      )
      expect(theirs.data[0]).toMatchObject({
        paymentData: { amount: 2500 },
        userData: { email: investor.email },
      })
    })

    it('guards payments/getotp, payments/verifypayment and payments/history', async () => {
      await expectGuarded(
        (token) =>
          call('POST', 'payments/getotp', {
            token,
            json: { useruid: investor.uid, amount: 10, startupid: createdId },
          }),
        investor,
      )
      await expectGuarded(
        (token) =>
          call('POST', 'payments/verifypayment', {
            token,
            json: { useruid: investor.uid, otp: '123456' },
          }),
        investor,
      )
      await expectGuarded(
        (token) => call('GET', `payments/history/${investor.uid}`, { token }),
        investor,
      )
    })
  })
})
