import { Problem } from './problem'
import { z } from './zod'
import { uidSchema } from './user'
import { bodyIdSchema } from './ids'

/**
 * The cooling-off window (docs/product.md#cooling-off), an optional extension: for 48 hours
 * after paying, an investor may cancel; the startup's total goes down in the same step. A
 * server that has it answers `cancellableUntil` and `cancelledAt` in every history record and
 * takes POST payments/cancel; the app shows cancelling only then.
 */

export const CANCEL_WINDOW_MS = 48 * 3_600_000

/** How long a cancelled investment's money takes to go back the way it was paid. */
export const REFUND_WORKING_DAYS = 7

/** What happens to the money of a cancelled investment of `money` (e.g. '₹1,200'). */
export const refundText = (money: string) =>
  `The ${money} goes back the way you paid it within ${REFUND_WORKING_DAYS} working days.`

/** Body of POST payments/cancel. */
export const cancelInputSchema = z.object({
  useruid: uidSchema,
  paymentid: bodyIdSchema,
})
export type CancelInput = z.infer<typeof cancelInputSchema>

/** Until when a payment made at `createdAt` can be cancelled (ISO time). */
export const cancellableUntil = (createdAt: string | Date) =>
  new Date(new Date(createdAt).getTime() + CANCEL_WINDOW_MS).toISOString()

export type PaymentStatus =
  | { kind: 'cancellable'; until: string }
  | { kind: 'confirmed' }
  | { kind: 'cancelled'; at: string }
  | { kind: 'refunded'; at: string; reference: string }

/** A payment as its status is read from a history record or a receipt. */
interface PaymentFacts {
  cancellableUntil?: string | undefined
  cancelledAt?: string | null | undefined
  refundedAt?: string | null | undefined
  refundRef?: string | null | undefined
}

/**
 * Where a payment stands at `now`. Without the extensions' fields (a base-contract server) every
 * payment is simply confirmed.
 */
export function paymentStatus(payment: PaymentFacts, now: number): PaymentStatus {
  if (payment.refundedAt)
    return { kind: 'refunded', at: payment.refundedAt, reference: payment.refundRef ?? '' }
  if (payment.cancelledAt) return { kind: 'cancelled', at: payment.cancelledAt }
  if (payment.cancellableUntil && now < Date.parse(payment.cancellableUntil))
    return { kind: 'cancellable', until: payment.cancellableUntil }
  return { kind: 'confirmed' }
}

/**
 * A payment that no longer counts, and why: its investor cancelled it, or its raise closed short
 * of an all-or-nothing target and refunded it (with the refund's reference); null if it stands.
 */
export type Undone = { label: 'Cancelled' | 'Refunded'; at: string; reference?: string }
export function undoneAs(payment: PaymentFacts): Undone | null {
  const status = paymentStatus(payment, 0)
  if (status.kind === 'refunded')
    return { label: 'Refunded', at: status.at, reference: status.reference }
  return status.kind === 'cancelled' ? { label: 'Cancelled', at: status.at } : null
}

/** Why this payment cannot be cancelled at `now`, or null. */
export function cancelProblem(
  payment: {
    createdAt: string | Date
    cancelledAt?: string | Date | null | undefined
    refundedAt?: string | Date | null | undefined
  },
  now: number,
): Problem | null {
  if (payment.refundedAt)
    return new Problem(
      409,
      'already_refunded',
      'This investment was refunded when its raise closed short of its target',
    )
  if (payment.cancelledAt)
    return new Problem(409, 'already_cancelled', 'This investment has already been cancelled')
  if (now >= Date.parse(cancellableUntil(payment.createdAt)))
    return new Problem(409, 'cancel_window_over', 'The 48 hours to cancel this investment are over')
  return null
}

export const noSuchPayment = () =>
  new Problem(404, 'payment_not_found', 'You have no investment with that reference', 'paymentid')
