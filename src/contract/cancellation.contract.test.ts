import { describe, expect, it } from 'vitest'
import { CANCEL_WINDOW_MS } from '@/domain/cancellation'
import { historyResponseSchema } from '@/domain/payment'
import { call, type Caller, postAs } from './calls'
import { expectClientError, expectGuardedFrom, expectShape, expectStatus } from './expect-answer'
import { investIn, newUser, startupData } from './people'
import { forStartupExtension } from './target'

/**
 * The cooling-off window, an optional extension: every history record carries
 * `cancellableUntil` (48 hours after the payment) and `cancelledAt` (null until cancelled);
 * POST payments/cancel { useruid, paymentid } cancels within the window and lowers the
 * startup's total in the same step; a cancelled investment stays in both histories, marked.
 * (The window's end needs a clock the suite cannot move: the backends' own tests check it.)
 */

const history = async (caller: Caller) =>
  expectShape(
    await call('GET', `payments/history/${caller.uid}`, { token: caller.token }),
    historyResponseSchema,
  ).data

const total = async () => startupData(suite.startupId)

const invest = (label: string, amount: number) =>
  investIn(suite.target, suite.startupId, label, amount)

const cancel = (caller: Caller, paymentid: string) =>
  postAs(caller, 'payments/cancel', { paymentid })

const suite = forStartupExtension('cooling-off window', 'Cooling Chai', async () => {
  const { investor } = await invest('cooling-probe', 100)
  const [record] = await history(investor)
  return Boolean(record && 'cancellableUntil' in record.paymentData)
})

describe('cooling-off window (optional extension)', () => {
  it('answers when each investment stops being cancellable: 48 hours after it', async () => {
    const { investor } = await invest('cooling-window', 250)
    const [record] = await history(investor)
    const { createdAt, cancellableUntil, cancelledAt } = record!.paymentData
    expect(Date.parse(cancellableUntil!) - Date.parse(createdAt!)).toBe(CANCEL_WINDOW_MS)
    expect(cancelledAt).toBeNull()
  })

  it('cancels within the window: the total goes down, both histories mark it, once', async () => {
    const before = await total()
    const { investor, paymentId } = await invest('cooling-cancel', 1_200)
    const paid = await total()
    expect(paid.fundsRecieved).toBe(before.fundsRecieved + 1_200)
    expect(paid.investors).toBe((before.investors ?? 0) + 1)

    const cancelled = await cancel(investor, paymentId)
    expectStatus(cancelled, 200)
    expect((cancelled.body as { data: { cancelledAt: string } }).data.cancelledAt).toEqual(
      expect.any(String),
    )
    const after = await total()
    expect(after.fundsRecieved).toBe(before.fundsRecieved)
    expect(after.investors).toBe(before.investors)

    const mine = (await history(investor)).find((r) => r.paymentData._id === paymentId)!
    expect(mine.paymentData.cancelledAt).toEqual(expect.any(String))
    const theirs = (await history(suite.founder)).find((r) => r.paymentData._id === paymentId)!
    expect(theirs.paymentData.cancelledAt).toBe(mine.paymentData.cancelledAt)
    expect(theirs.paymentData.amount).toBe(1_200)

    const again = await cancel(investor, paymentId)
    expectClientError(again, 409)
    expect(again.body.error.code).toBe('already_cancelled')
    expect((await total()).fundsRecieved).toBe(before.fundsRecieved)
  })

  it("cancels only one's own investments, with a token", async () => {
    const { investor, paymentId } = await invest('cooling-owner', 300)
    const other = await newUser('cooling-other', 'investor')
    expectClientError(await cancel(other, paymentId), 404)
    await expectGuardedFrom(
      other,
      (token) =>
        call('POST', 'payments/cancel', {
          token,
          json: { useruid: investor.uid, paymentid: paymentId },
        }),
      investor,
    )
    expectClientError(await cancel(investor, 'no-such-payment'), 404)
    for (const json of [{}, { useruid: investor.uid }, { useruid: investor.uid, paymentid: 7 }])
      expectClientError(
        await call('POST', 'payments/cancel', { token: investor.token, json }),
        400,
        422,
      )
    const mine = (await history(investor)).find((r) => r.paymentData._id === paymentId)!
    expect(mine.paymentData.cancelledAt).toBeNull()
  })
})
