import { impliedStake } from '@/domain/deal'
import { istDateTime } from '@/domain/format'
import type { FundingRecord } from '@/domain/payment'
import { toCsv } from '@/lib/csv'

/**
 * The share of the startup a record's amount bought, in percent to three significant figures,
 * as a number a spreadsheet sums; null once cancelled (it bought nothing) or where the server
 * does not say the terms.
 */
export function heldStake({ paymentData, startupData }: FundingRecord): number | null {
  if (paymentData.cancelledAt) return null
  const stake = impliedStake(paymentData.amount, startupData.fundsRequired, startupData.stocks)
  return stake === null ? null : Number(stake.toPrecision(3))
}

/** The investor's statement: one row per investment, as Funded lists them. */
export function statementCsv(records: FundingRecord[]): string {
  return toCsv(
    ['Date (IST)', 'Startup', 'Amount (INR)', 'Reference', 'Status', 'Implied stake (%)'],
    records.map((record) => {
      const { paymentData, startupData } = record
      return [
        paymentData.createdAt ? istDateTime(paymentData.createdAt) : '',
        startupData.name,
        paymentData.amount,
        paymentData._id,
        paymentData.cancelledAt ? 'Cancelled' : 'Confirmed',
        heldStake(record) ?? '',
      ]
    }),
  )
}
