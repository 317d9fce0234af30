import { z } from '@/domain/zod'
import { uidSchema } from './user'
import { bodyIdSchema } from './ids'
import { outcomeSchema } from './raise'
import { logoWidthsSchema } from './startup'

/** Digits in a one-time code. */
export const OTP_LENGTH = 6

/** The smallest investment, in whole rupees: the minimum ticket every deal shows. */
export const MIN_TICKET = 1

/** An investment in whole rupees, from the minimum ticket up. */
export const rupeeAmountSchema = z
  .number({ error: 'Amount must be a number' })
  .int('Amount must be whole rupees')
  .min(MIN_TICKET, `Amount must be at least ₹${MIN_TICKET}`)
  .max(1e12, 'Amount is too large')

/**
 * An amount as a request carries it: a number, or a string of digits as a form sends it; not
 * "0x10", "1e2", true or [5], which a plain coercion turned into amounts. `number` narrows it.
 */
export const rupeeAmountInput = (number: z.ZodNumber = rupeeAmountSchema) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d*\s*$/.test(value) ? Number(value) : value),
    number,
  )

/** Step one of investing: ask for a one-time code. */
export const otpRequestSchema = z.object({
  useruid: uidSchema,
  amount: rupeeAmountInput(),
  startupid: bodyIdSchema,
  /** Optional extension (invite-only): the invite link's code, for an invite-only startup. */
  invite: z.string().max(64).optional(),
})
export type OtpRequest = z.infer<typeof otpRequestSchema>

export const OTP_TTL_MS = 5 * 60_000
export const OTP_MAX_TRIES = 5

/** Step two: prove the code. */
export const otpVerifySchema = z.object({
  useruid: uidSchema,
  otp: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `The code is ${OTP_LENGTH} digits`),
})
export type OtpVerify = z.infer<typeof otpVerifySchema>

/** One funding as GET payments/history/{uid} answers it (docs/product.md#data). */
export const fundingRecordSchema = z.object({
  paymentData: z.object({
    _id: z.string(),
    amount: z.coerce.number(),
    createdAt: z.string().optional(),
    /** Optional extension (docs/product.md#cooling-off): until when it can be cancelled. */
    cancellableUntil: z.string().optional(),
    /** Optional extension: when it was cancelled, or null. */
    cancelledAt: z.string().nullable().optional(),
    /**
     * Optional extension (the close): when its all-or-nothing raise closed short and refunded
     * it, and the refund's reference; null while it stands.
     */
    refundedAt: z.string().nullable().optional(),
    refundRef: z.string().nullable().optional(),
  }),
  userData: z.object({
    name: z.string().default(''),
    email: z.string().default(''),
    photoUrl: z.string().default(''),
  }),
  startupData: z.object({
    _id: z.string().optional(),
    name: z.string().default(''),
    slogan: z.string().default(''),
    logo: z.string().default(''),
    /**
     * Optional extension (logo sizes): the widths the startup's logo is also kept at, as on the
     * startup's own answer, so a row of the history can ask for the copy it shows.
     */
    logoWidths: logoWidthsSchema,
    /**
     * Optional extension (docs/product.md#implied-stake): the raise's terms, fixed once anyone has
     * invested, so a receipt can say the stake its amount bought.
     */
    fundsRequired: z.coerce.number().optional(),
    stocks: z.coerce.number().optional(),
    /**
     * Optional extension (operators): set when Seedling took the startup down, with the reason
     * its investors read; absent otherwise.
     */
    takenDown: z.string().optional(),
    /** Optional extension (the close): what was decided when its raise closed, null before. */
    outcome: outcomeSchema.nullable().optional(),
  }),
})
export type FundingRecord = z.infer<typeof fundingRecordSchema>

export const historyResponseSchema = z.object({ data: z.array(fundingRecordSchema) })

/** What verifypayment answers on success (the contract does not require the client to read it). */
export const paymentReceiptSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  startupid: z.string(),
  createdAt: z.string(),
  /** Optional extension: when it was cancelled (POST payments/cancel answers it). */
  cancelledAt: z.string().nullable().optional(),
  /** Optional extension (the close): when its raise's close refunded it, and the reference. */
  refundedAt: z.string().nullable().optional(),
  refundRef: z.string().nullable().optional(),
})
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>

/** What POST payments/cancel answers (optional extension). */
export const cancelAnswerSchema = z.object({ data: paymentReceiptSchema })

/** What POST payments/getotp answers: the code is on its way, and until when it works. */
export const otpSentResponseSchema = z.object({ msg: z.string(), expiresAt: z.string() })

/** What verifypayment (201, or 200 for the same code again) and cancel answer. */
export const paymentResponseSchema = z.object({ msg: z.string(), data: paymentReceiptSchema })

/**
 * The sum of the amounts of funding records; a cancelled or refunded investment counts for
 * nothing.
 */
export function totalAmount(records: readonly FundingRecord[]): number {
  return records.reduce(
    (sum, { paymentData: p }) => sum + (p.cancelledAt || p.refundedAt ? 0 : p.amount),
    0,
  )
}
