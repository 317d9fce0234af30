import { describe, expect, it } from 'vitest'
import { startupForm } from '@/contract/kit/forms'
import { historyResponseSchema } from '@/domain/payment'
import { refundReference } from '@/domain/raise'
import { closingMoment, todayIso } from '@/domain/startup-fields'
import { setupTestBackend } from '../test/harness'

// The demo decides a raise before the first request after its closing date ends (India time).
const DAY_MS = 86_400_000
const closesOn = todayIso(new Date(Date.now() + 10 * DAY_MS))
let clock = Date.now()
const t = setupTestBackend({ now: () => clock })

const publish = async (uid: string, name: string, raiseKind?: string) => {
  await t.addUser(uid, 'startup', `Founder ${uid}`)
  const form = startupForm(uid, {
    name,
    fundsRequired: '100000',
    closesOn,
    ...(raiseKind ? { raiseKind } : {}),
  })
  const created = await t.call('startups/create', { method: 'POST', uid, form })
  expect(created.status).toBe(201)
  const id = created.data.data._id as string
  await t.approve(id)
  return { id, startup: created.data.data }
}

const invest = async (uid: string, startupid: string, amount: number) => {
  expect(
    (
      await t.call('payments/getotp', {
        method: 'POST',
        uid,
        json: { useruid: uid, amount, startupid },
      })
    ).status,
  ).toBe(200)
  const paid = await t.call('payments/verifypayment', {
    method: 'POST',
    uid,
    json: { useruid: uid, otp: t.outbox.at(-1)!.code },
  })
  expect(paid.status).toBe(201)
  clock += 61_000
  return paid.data.data._id as string
}

const startup = async (id: string) => (await t.call(`startups/data/${id}`)).data.data[0]
const history = async (uid: string) =>
  historyResponseSchema.parse((await t.call(`payments/history/${uid}`, { uid })).data).data
const notifications = async (uid: string) =>
  (await t.call(`users/notifications/${uid}`, { uid })).data.notifications as {
    kind: string
    title: string
    link: string
  }[]

describe('the close of a raise in the demo', () => {
  it('says the kind of raise: all or nothing unless the founder chooses to keep what they raise', async () => {
    const shortfall = await publish('close-founder-a', 'Short Chai', 'all_or_nothing')
    const kept = await publish('close-founder-b', 'Kept Chai', 'keep')
    const unsaid = await publish('close-founder-c', 'Default Chai')
    expect(shortfall.startup).toMatchObject({ raiseKind: 'all_or_nothing', outcome: null })
    expect(kept.startup.raiseKind).toBe('keep')
    expect(unsaid.startup.raiseKind).toBe('all_or_nothing')
    // A seeded startup (kept before raises had kinds) keeps what it raises.
    expect((await startup('padho-pal')).raiseKind).toBe('keep')
    const refused = await t.call('startups/create', {
      method: 'POST',
      uid: 'close-founder-d',
      form: startupForm('close-founder-d', { raiseKind: 'half' }),
    })
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
  })

  it('refunds every standing payment of an all-or-nothing raise short of its target, once; keeps the other', async () => {
    await t.addUser('close-inv-1', 'investor', 'Isha Investor')
    await t.addUser('close-inv-2', 'investor', 'Ravi Investor')
    const [shortfall, kept] = [
      (await t.call('startups/explore')).data.message.find(
        (s: { name: string }) => s.name === 'Short Chai',
      )._id as string,
      (await t.call('startups/explore')).data.message.find(
        (s: { name: string }) => s.name === 'Kept Chai',
      )._id as string,
    ]
    const first = await invest('close-inv-1', shortfall, 20_000)
    const second = await invest('close-inv-1', shortfall, 5_000)
    const cancelled = await invest('close-inv-2', shortfall, 3_000)
    expect(
      (
        await t.call('payments/cancel', {
          method: 'POST',
          uid: 'close-inv-2',
          json: { useruid: 'close-inv-2', paymentid: cancelled },
        })
      ).status,
    ).toBe(200)
    const keptPayment = await invest('close-inv-2', kept, 7_000)

    // The last minute of the closing date in India: nothing is decided yet.
    clock = closingMoment(closesOn) - 60_000
    expect((await startup(shortfall)).outcome).toBeNull()

    clock = closingMoment(closesOn) + 1_000
    const decided = await startup(shortfall)
    expect(decided).toMatchObject({ outcome: 'not_funded', fundsRecieved: 25_000 })
    expect(decided.decidedAt).toEqual(expect.any(String))
    expect(await startup(kept)).toMatchObject({ outcome: 'funded', fundsRecieved: 7_000 })

    const mine = await history('close-inv-1')
    for (const id of [first, second]) {
      const record = mine.find((r) => r.paymentData._id === id)!
      expect(record.paymentData.refundRef).toBe(refundReference(id))
      expect(record.paymentData.refundedAt).toEqual(new Date(clock).toISOString())
      expect(record.startupData.outcome).toBe('not_funded')
    }
    const theirs = await history('close-inv-2')
    // The payment cancelled before the close stays cancelled, not refunded.
    expect(theirs.find((r) => r.paymentData._id === cancelled)!.paymentData.refundedAt).toBeNull()
    expect(theirs.find((r) => r.paymentData._id === keptPayment)!.paymentData.refundedAt).toBeNull()

    // A refunded payment cannot be cancelled any more.
    const again = await t.call('payments/cancel', {
      method: 'POST',
      uid: 'close-inv-1',
      json: { useruid: 'close-inv-1', paymentid: second },
    })
    expect(again.status).toBe(409)
    expect(again.data.error.code).toBe('already_refunded')

    // Each is told once: the investor of their refund (both payments in one line), the founders.
    clock += DAY_MS
    await startup(shortfall)
    const told = await notifications('close-inv-1')
    expect(told.filter((n) => n.kind === 'refunded')).toEqual([
      expect.objectContaining({
        title: 'Short Chai was not funded: ₹25,000 refunded',
        link: '/dashboard/funded',
      }),
    ])
    expect((await notifications('close-inv-2')).map((n) => [n.kind, n.title])).toEqual([
      ['outcome', 'Kept Chai is funded'],
    ])
    expect((await notifications('close-founder-a')).filter((n) => n.kind === 'outcome')).toEqual([
      expect.objectContaining({ title: 'Short Chai was not funded' }),
    ])
    // The closed raise takes no more money.
    const late = await t.call('payments/getotp', {
      method: 'POST',
      uid: 'close-inv-1',
      json: { useruid: 'close-inv-1', amount: 100, startupid: kept },
    })
    expect(late.data.error.code).toBe('startup_closed')
  })
})

describe('the cooling-off reminder in the demo', () => {
  it('tells the investor once, a day before their 48 hours to cancel end, unless they cancelled', async () => {
    await t.addUser('remind-investor', 'investor', 'Rhea Investor')
    clock = Date.now()
    const kept = await invest('remind-investor', 'padho-pal', 1_000)
    const cancelled = await invest('remind-investor', 'padho-pal', 2_000)
    expect(
      (
        await t.call('payments/cancel', {
          method: 'POST',
          uid: 'remind-investor',
          json: { useruid: 'remind-investor', paymentid: cancelled },
        })
      ).status,
    ).toBe(200)
    const reminders = async () =>
      (await notifications('remind-investor')).filter((n) => n.kind === 'cooling_off')
    // 23 hours in: nothing yet.
    clock += 23 * 3_600_000
    expect(await reminders()).toEqual([])
    // 25 hours in, and again later: told once, about the payment that stands.
    clock += 2 * 3_600_000
    await startup('padho-pal')
    clock += 3_600_000
    expect(await reminders()).toEqual([
      expect.objectContaining({
        title: expect.stringMatching(/^Your 48 hours to cancel end .+ IST$/),
        link: `/dashboard/funded#payment-${kept}`,
      }),
    ])
  })
})
