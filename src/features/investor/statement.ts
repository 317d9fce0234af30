import { undoneAs } from '@/domain/cancellation'
import { impliedStake } from '@/domain/deal'
import { istDateTime } from '@/domain/format'
import type { FundingRecord } from '@/domain/payment'
import { toCsv } from '@/lib/csv'

/**
 * The share of the startup a record's amount bought, in percent to three significant figures,
 * as a number a spreadsheet sums; null once cancelled or refunded (it bought nothing) or where
 * the server does not say the terms.
 */
export function heldStake({ paymentData, startupData }: FundingRecord): number | null {
  if (undoneAs(paymentData)) return null
  const stake = impliedStake(paymentData.amount, startupData.fundsRequired, startupData.stocks)
  return stake === null ? null : Number(stake.toPrecision(3))
}

/**
 * The investor's statement: one row per investment, as Funded lists them; a refunded one keeps
 * its payment and adds when it was refunded and the refund's reference.
 */
export function statementCsv(records: FundingRecord[]): string {
  return toCsv(
    [
      'Date (IST)',
      'Startup',
      'Amount (INR)',
      'Reference',
      'Status',
      'Implied stake (%)',
      'Refunded (IST)',
      'Refund reference',
    ],
    records.map((record) => {
      const { paymentData, startupData } = record
      const undone = undoneAs(paymentData)
      return [
        paymentData.createdAt ? istDateTime(paymentData.createdAt) : '',
        startupData.name,
        paymentData.amount,
        paymentData._id,
        undone?.label ?? 'Confirmed',
        heldStake(record) ?? '',
        undone?.label === 'Refunded' ? istDateTime(undone.at) : '',
        undone?.reference ?? '',
      ]
    }),
  )
}
