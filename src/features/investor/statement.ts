import { istDateTime } from '@/domain/format'
import type { FundingRecord } from '@/domain/payment'
import { toCsv } from '@/lib/csv'

/** The investor's statement: one row per investment, as Funded lists them. */
export function statementCsv(records: FundingRecord[]): string {
  return toCsv(
    ['Date (IST)', 'Startup', 'Amount (INR)', 'Reference', 'Status'],
    records.map(({ paymentData, startupData }) => [
      paymentData.createdAt ? istDateTime(paymentData.createdAt) : '',
      startupData.name,
      paymentData.amount,
      paymentData._id,
      paymentData.cancelledAt ? 'Cancelled' : 'Confirmed',
    ]),
  )
}
