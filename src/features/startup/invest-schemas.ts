import { z } from '@/domain/zod'
import { otpVerifySchema, rupeeAmountInput, rupeeAmountSchema } from '@/domain/payment'

/** The amount step: the domain rule, bounded by what the startup still needs. */
export function amountSchema(maxAmount: number) {
  return z.object({
    amount: rupeeAmountInput(
      rupeeAmountSchema.max(
        maxAmount,
        `You can invest at most ₹${new Intl.NumberFormat('en-IN').format(maxAmount)}`,
      ),
    ),
  })
}

export const otpFormSchema = z.object({ otp: otpVerifySchema.shape.otp })
