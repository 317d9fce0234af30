import { z } from '@/domain/zod'
import { otpRequestSchema, otpVerifySchema } from '@/domain/payment'

/** The amount step: the domain rule, bounded by what the startup still needs. */
export function amountSchema(maxAmount: number) {
  return z.object({
    amount: otpRequestSchema.shape.amount.max(
      maxAmount,
      `You can invest at most ₹${new Intl.NumberFormat('en-IN').format(maxAmount)}`,
    ),
  })
}

export const otpFormSchema = z.object({ otp: otpVerifySchema.shape.otp })
