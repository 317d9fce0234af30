import { Text } from '@chakra-ui/react'
import { paymentStatus } from '@/domain/cancellation'
import { humanDateTime } from '@/domain/format'
import type { FundingRecord } from '@/domain/payment'

/** "25 Nov 2026, 10:30 am": a deadline, to the minute, in the investor's time. */
export const deadline = humanDateTime

/** Where an investment stands: cancellable until …, confirmed, cancelled, or refunded. */
export function statusText(paymentData: FundingRecord['paymentData'], now: number): string {
  const status = paymentStatus(paymentData, now)
  if (status.kind === 'cancellable') return `Cancellable until ${deadline(status.until)}`
  if (status.kind === 'refunded')
    return `Refunded on ${deadline(status.at)}: the raise closed short of its target`
  return status.kind === 'cancelled' ? 'Cancelled' : 'Confirmed'
}

/** The status line of a row in Funded (a cancelled or refunded row already carries its badge). */
export function PaymentStatusLine({
  paymentData,
  now,
}: {
  paymentData: FundingRecord['paymentData']
  now: number
}) {
  if (paymentData.cancelledAt || paymentData.refundedAt) return null
  return (
    <Text fontSize="xs" color="fg.muted">
      {statusText(paymentData, now)}
    </Text>
  )
}
