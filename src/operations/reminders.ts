import { CANCEL_WINDOW_MS } from '@/domain/cancellation'
import { formatIndianNumber, humanIstDateTime } from '@/domain/format'
import { coolingOffNotice, type NewNotification } from '@/domain/notifications'

/**
 * The cooling-off reminder (docs/product.md#cooling-off): a day before an investor's 48 hours to
 * cancel a payment end, they are told once, in the notification centre (and pushed). Both
 * backends run this one function: the server on its periodic look, the demo before a request.
 */

/** How long before the window ends the investor is told. */
export const REMIND_BEFORE_MS = 24 * 3_600_000

/** A payment whose window ends within a day, standing, its investor not yet told. */
export interface PaymentToRemind {
  id: string
  useruid: string
  amount: number
  startupName: string
  createdAt: string
}

export interface RemindersStore {
  /** Standing payments made between `from` and `to` whose investor was not reminded. */
  paymentsToRemind(from: number, to: number, limit: number): Promise<PaymentToRemind[]>
  /**
   * Marks the payment reminded and tells its investor, in one transaction, only if it still
   * stands and nobody reminded them meanwhile (two processes remind once); whether it did.
   */
  remind(paymentId: string, notice: NewNotification, at: number): Promise<boolean>
}

/** Tells each investor whose window ends within a day; how many were told. */
export async function remindCoolingOff(store: RemindersStore, now: number): Promise<number> {
  const due = await store.paymentsToRemind(
    now - CANCEL_WINDOW_MS,
    now - (CANCEL_WINDOW_MS - REMIND_BEFORE_MS),
    200,
  )
  let told = 0
  for (const payment of due) {
    const until = new Date(Date.parse(payment.createdAt) + CANCEL_WINDOW_MS).toISOString()
    const notice = coolingOffNotice(
      {
        id: payment.id,
        amount: `₹${formatIndianNumber(payment.amount)}`,
        startupName: payment.startupName,
      },
      humanIstDateTime(until),
    )
    if (await store.remind(payment.id, notice, now)) told += 1
  }
  return told
}
