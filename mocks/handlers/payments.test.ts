import { describe, expect, it } from 'vitest'
import { fundingRecordSchema } from '@/domain/payment'
import { startupForm } from '@/contract/kit/forms'
import { closingMoment } from '@/domain/startup-fields'
import { setupTestBackend } from '../test/harness'

let clock = Date.parse('2026-11-22T10:00:00Z')
const t = setupTestBackend({ now: () => clock })

const getOtp = (uid: string, amount: number, startupid = 'padho-pal') =>
  t.call('payments/getotp', { method: 'POST', uid, json: { useruid: uid, amount, startupid } })
const verify = (uid: string, otp: string) =>
  t.call('payments/verifypayment', { method: 'POST', uid, json: { useruid: uid, otp } })
const lastCode = () => t.outbox.at(-1)!.code
const received = async (id = 'padho-pal') =>
  (await t.call(`startups/data/${id}`)).data.data[0].fundsRecieved

describe('the OTP payment flow', () => {
  it('issues a 6-digit code to the inbox and records the payment on verify', async () => {
    await t.addUser('inv-a', 'investor', 'Isha Investor')
    const before = await received()
    const res = await getOtp('inv-a', 5000)
    expect(res.status).toBe(200)
    expect(lastCode()).toMatch(/^\d{6}$/)
    expect(t.outbox.at(-1)).toMatchObject({
      amount: 5000,
      startupName: 'PadhoPal',
      useruid: 'inv-a',
    })
    const ok = await verify('inv-a', lastCode())
    expect(ok.status).toBe(201)
    expect(await received()).toBe(before + 5000)
  })

  it('shows a new payment in explore at once (its answer is kept only until the data changes)', async () => {
    const inExplore = async () =>
      (await t.call('startups/explore')).data.message.find(
        (s: { _id: string }) => s._id === 'padho-pal',
      ) as { fundsRecieved: number; investors: number }
    const before = await inExplore()
    expect(await inExplore()).toEqual(before)
    await t.addUser('inv-x', 'investor', 'Xavier Investor')
    await getOtp('inv-x', 700)
    expect((await verify('inv-x', lastCode())).status).toBe(201)
    const after = await inExplore()
    expect(after.fundsRecieved).toBe(before.fundsRecieved + 700)
    expect(after.investors).toBe(before.investors + 1)
  })

  it('lists the payment in the investor history with the startup and in the founder history with the investor', async () => {
    const history = await t.call('payments/history/inv-a', { uid: 'inv-a' })
    expect(history.status).toBe(200)
    const [latest] = history.data.data
    expect(fundingRecordSchema.parse(latest)).toMatchObject({
      paymentData: { amount: 5000 },
      startupData: { name: 'PadhoPal' },
      userData: { name: 'Isha Investor', email: 'inv-a@example.com' },
    })
    expect(JSON.stringify(history.data)).not.toContain('useruid')
  })

  it('refuses a wrong code, moves no money, and voids the code after five wrong tries', async () => {
    clock += 61_000
    await getOtp('inv-a', 100)
    const code = lastCode()
    const wrong = code === '000000' ? '111111' : '000000'
    const before = await received()
    for (let i = 1; i <= 4; i++) {
      const res = await verify('inv-a', wrong)
      expect(res.status).toBe(400)
      expect(res.data.error.code).toBe('invalid_otp')
    }
    const fifth = await verify('inv-a', wrong)
    expect(fifth.data.error.code).toBe('otp_locked')
    const right = await verify('inv-a', code)
    expect(right.status).toBe(400)
    expect(right.data.error.code).toBe('otp_locked')
    expect(await received()).toBe(before)
  })

  it('refuses an expired code', async () => {
    clock += 61_000
    await getOtp('inv-a', 100)
    clock += 5 * 60_000 + 1
    const res = await verify('inv-a', lastCode())
    expect(res.data.error.code).toBe('otp_expired')
  })

  it('voids the old code when a new one is asked for', async () => {
    clock += 61_000
    await getOtp('inv-a', 100)
    const first = lastCode()
    await getOtp('inv-a', 200)
    const second = lastCode()
    if (first !== second) expect((await verify('inv-a', first)).status).toBe(400)
    expect((await verify('inv-a', second)).status).toBe(201)
  })

  it('records one payment when the same code is verified twice at once', async () => {
    clock += 61_000
    const before = await received()
    await getOtp('inv-a', 300)
    const code = lastCode()
    const [a, b] = await Promise.all([verify('inv-a', code), verify('inv-a', code)])
    expect([a.status, b.status].sort()).toEqual([200, 201])
    expect(a.data.data._id).toBe(b.data.data._id)
    expect(await received()).toBe(before + 300)
  })

  it('limits code requests to three a minute', async () => {
    clock += 61_000
    for (let i = 0; i < 3; i++) expect((await getOtp('inv-a', 10)).status).toBe(200)
    const fourth = await getOtp('inv-a', 10)
    expect(fourth.status).toBe(429)
  })
})

describe('POST payments/getotp input rules', () => {
  it.each([
    ['a negative amount', -5],
    ['a fraction', 10.5],
    ['zero', 0],
    ['text', 'ten'],
  ])('refuses %s with 422 on the amount', async (_label, amount) => {
    clock += 61_000
    await t.addUser('inv-b', 'investor').catch(() => undefined)
    const res = await t.call('payments/getotp', {
      method: 'POST',
      uid: 'inv-b',
      json: { useruid: 'inv-b', amount, startupid: 'padho-pal' },
    })
    expect(res.status).toBe(422)
    expect(res.data.error.field).toBe('amount')
  })

  it('refuses more than the startup still needs', async () => {
    clock += 61_000
    const res = await getOtp('inv-b', 10_000_000_000)
    expect(res.status).toBe(422)
    expect(res.data.error.code).toBe('amount_too_large')
  })

  it('refuses an unknown startup with 404', async () => {
    clock += 61_000
    expect((await getOtp('inv-b', 10, 'nope')).status).toBe(404)
  })

  it('refuses founders, strangers and anonymous callers', async () => {
    clock += 61_000
    await t.addUser('fdr', 'startup')
    expect((await getOtp('fdr', 10)).status).toBe(403)
    expect(
      (
        await t.call('payments/getotp', {
          method: 'POST',
          uid: 'mallory',
          json: { useruid: 'inv-b', amount: 10, startupid: 'padho-pal' },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await t.call('payments/getotp', {
          method: 'POST',
          json: { useruid: 'inv-b', amount: 10, startupid: 'padho-pal' },
        })
      ).status,
    ).toBe(401)
  })

  it('refuses a malformed code with 422 and a missing code with 400', async () => {
    expect((await verify('inv-b', '12ab')).status).toBe(422)
    await t.addUser('inv-c', 'investor')
    const res = await verify('inv-c', '123456')
    expect(res.status).toBe(400)
    expect(res.data.error.code).toBe('otp_missing')
  })
})

describe('GET payments/history/{uid}', () => {
  it('shows a founder who funded their startup', async () => {
    clock += 61_000
    await t.addUser('fdr-2', 'startup')
    const created = await t.call('startups/create', {
      method: 'POST',
      uid: 'fdr-2',
      form: startupForm('fdr-2'),
    })
    const id = created.data.data._id
    await t.approve(id)
    await t.addUser('inv-d', 'investor', 'Dev Investor')
    await getOtp('inv-d', 1234, id)
    await verify('inv-d', lastCode())
    const history = await t.call('payments/history/fdr-2', { uid: 'fdr-2' })
    expect(history.data.data).toHaveLength(1)
    expect(history.data.data[0]).toMatchObject({
      paymentData: { amount: 1234 },
      userData: { name: 'Dev Investor', email: 'inv-d@example.com' },
    })
  })

  it('refuses a missing token and another user', async () => {
    expect((await t.call('payments/history/fdr-2')).status).toBe(401)
    expect((await t.call('payments/history/fdr-2', { uid: 'inv-d' })).status).toBe(403)
  })
})

describe('closing dates (optional extension)', () => {
  it('takes codes until the closing day and refuses them, and their payments, after it', async () => {
    const closesOn = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10)
    await t.addUser('closing-founder', 'startup')
    const created = await t.call('startups/create', {
      method: 'POST',
      uid: 'closing-founder',
      form: startupForm('closing-founder', { name: 'Closing Soon Co', closesOn }),
    })
    expect(created.status).toBe(201)
    const id = created.data.data._id as string
    await t.approve(id)
    expect(created.data.data.closesOn).toBe(closesOn)
    await t.addUser('late-investor', 'investor')
    const saved = clock
    try {
      // The closing date ends at midnight in India.
      clock = closingMoment(closesOn) - 2 * 60_000
      expect((await getOtp('late-investor', 1000, id)).status).toBe(200)
      const issuedBeforeTheClose = lastCode()
      clock = closingMoment(closesOn) + 60_000
      // A code sent on the last day, still within its five minutes, pays nothing after it.
      const lateVerify = await verify('late-investor', issuedBeforeTheClose)
      expect(lateVerify.status).toBe(409)
      expect(lateVerify.data.error).toMatchObject({ code: 'startup_closed' })
      const late = await getOtp('late-investor', 1000, id)
      expect(late.status).toBe(409)
      expect(late.data.error).toMatchObject({ code: 'startup_closed' })
      expect(late.data.error.message).toContain('takes no more investments')
      expect((await t.call(`startups/data/${id}`)).data.data[0].fundsRecieved).toBe(0)
    } finally {
      clock = saved
    }
  })
})

describe('risk check (optional extension)', () => {
  it('asks a new investor to acknowledge, and asks again twelve months later', async () => {
    await t.addUser('cautious', 'investor', 'Cautious Investor', { acknowledgeRisks: false })
    const record = async () =>
      (await t.call('users/getuser/cautious', { uid: 'cautious' })).data.riskAcknowledgedAt
    expect(await record()).toBeNull()
    const refused = await getOtp('cautious', 1000)
    expect(refused.status).toBe(409)
    expect(refused.data.error.code).toBe('risk_not_acknowledged')

    const saved = clock
    try {
      clock = Date.parse('2026-02-10T09:30:00Z')
      const acknowledged = await t.call('users/acknowledgerisk', {
        method: 'POST',
        uid: 'cautious',
        json: { useruid: 'cautious' },
      })
      expect(acknowledged.data).toEqual({ riskAcknowledgedAt: '2026-02-10T09:30:00.000Z' })
      expect(await record()).toBe('2026-02-10T09:30:00.000Z')
      // Until the same moment a year on, it holds; from then on the investor is asked again.
      clock = Date.parse('2027-02-10T09:29:00Z')
      expect((await getOtp('cautious', 1000)).status).toBe(200)
      clock = Date.parse('2027-02-10T09:30:00Z')
      expect((await getOtp('cautious', 1000)).data.error.code).toBe('risk_not_acknowledged')
    } finally {
      clock = saved
    }
  })

  it('is for investors only', async () => {
    await t.addUser('risk-founder', 'startup')
    const answer = await t.call('users/acknowledgerisk', {
      method: 'POST',
      uid: 'risk-founder',
      json: { useruid: 'risk-founder' },
    })
    expect(answer.status).toBe(403)
    expect((await t.call('users/getuser/risk-founder', { uid: 'risk-founder' })).data).toEqual({
      exists: true,
      role: 'startup',
      riskAcknowledgedAt: null,
      following: [],
      reported: [],
      suspended: null,
    })
  })
})

describe('cooling-off window (optional extension)', () => {
  it('cancels for 48 hours to the moment, then refuses; the total follows', async () => {
    await t.addUser('cooler', 'investor')
    const saved = clock
    try {
      const before = await received('dhun-box')
      expect((await getOtp('cooler', 400, 'dhun-box')).status).toBe(200)
      const paid = await verify('cooler', lastCode())
      const first = paid.data.data._id as string
      const cancel = (paymentid: string) =>
        t.call('payments/cancel', {
          method: 'POST',
          uid: 'cooler',
          json: { useruid: 'cooler', paymentid },
        })
      clock += 48 * 3_600_000 - 1
      const cancelled = await cancel(first)
      expect(cancelled.status).toBe(200)
      expect(cancelled.data.data.cancelledAt).toBe(new Date(clock).toISOString())
      expect(await received('dhun-box')).toBe(before)

      clock += 61_000
      expect((await getOtp('cooler', 500, 'dhun-box')).status).toBe(200)
      const second = (await verify('cooler', lastCode())).data.data._id as string
      clock += 48 * 3_600_000
      const late = await cancel(second)
      expect(late.status).toBe(409)
      expect(late.data.error.code).toBe('cancel_window_over')
      expect(await received('dhun-box')).toBe(before + 500)
    } finally {
      clock = saved
    }
  })
})

describe('codes per day', () => {
  it('sends at most 20 codes a day to one investor, in the same words as the server', async () => {
    await t.addUser('inv-daily', 'investor', 'Dina Daily')
    for (let i = 0; i < 20; i++) {
      clock += 61_000
      expect((await getOtp('inv-daily', 10)).status).toBe(200)
    }
    clock += 61_000
    const refused = await getOtp('inv-daily', 10)
    expect(refused.status).toBe(429)
    expect(refused.data.error).toMatchObject({
      code: 'too_many_requests',
      message: 'That makes 20 codes in a day, the most Seedling sends. Try again tomorrow',
    })
    clock += 24 * 60 * 60_000
    expect((await getOtp('inv-daily', 10)).status).toBe(200)
  })
})

describe('the 200 investors of a financial year (optional extension)', () => {
  it('refuses the 201st until 1 April in India, when the places are free again', async () => {
    const saved = clock
    try {
      await t.addUser('places-founder', 'startup')
      const created = await t.call('startups/create', {
        method: 'POST',
        uid: 'places-founder',
        form: startupForm('places-founder', { name: 'Two Hundred Chai', fundsRequired: '900000' }),
      })
      expect(created.status).toBe(201)
      const id = created.data.data._id as string
      await t.approve(id)
      const places = async () =>
        (await t.call(`startups/data/${id}`)).data.data[0].investorsThisYear as number
      // A payment of the year before holds no place this year.
      clock = Date.parse('2026-03-31T18:00:00Z')
      await t.addUser('places-last-year', 'investor')
      expect((await getOtp('places-last-year', 100, id)).status).toBe(200)
      expect((await verify('places-last-year', lastCode())).status).toBe(201)

      clock = Date.parse('2027-03-31T12:00:00Z')
      expect(await places()).toBe(0)
      for (let i = 0; i < 200; i += 1) {
        await t.addUser(`places-${i}`, 'investor')
        expect((await getOtp(`places-${i}`, 100, id)).status).toBe(200)
        expect((await verify(`places-${i}`, lastCode())).status).toBe(201)
      }
      expect(await places()).toBe(200)
      await t.addUser('places-late', 'investor')
      const sent = t.outbox.length
      // 31 March, 23:59 in India: still the year that is full.
      clock = Date.parse('2027-03-31T18:29:00Z')
      const refused = await getOtp('places-late', 100, id)
      expect(refused.status).toBe(409)
      expect(refused.data.error.code).toBe('investor_limit')
      expect(t.outbox.length).toBe(sent)
      // 1 April, 00:00 in India: a new year, and a place.
      clock = Date.parse('2027-03-31T18:30:00Z')
      expect(await places()).toBe(0)
      expect((await getOtp('places-late', 100, id)).status).toBe(200)
      expect((await verify('places-late', lastCode())).status).toBe(201)
      expect(await places()).toBe(1)
    } finally {
      clock = saved
    }
    // 200 investors through the handlers, each added and paying: 10 s here beside a running
    // suite on both cores.
  }, 60_000)
})
