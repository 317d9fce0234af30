import { describe, expect, it } from 'vitest'
import { fundingRecordSchema } from '@/domain/payment'
import { istDateTime } from '@/domain/format'
import { fundingRecord } from '@/test/fundings'
import { heldStake, statementCsv } from './statement'

describe('the CSV statement', () => {
  it("adds the stake each investment bought at its raise's terms, as a number", () => {
    const records = [
      fundingRecord('p1', 'PadhoPal', 1_500, 3, {
        terms: { fundsRequired: 1_500_000, stocks: 10 },
      }),
      fundingRecord('p2', 'Safar EV', 1_000, 5, {
        terms: { fundsRequired: 15_000_000, stocks: 14 },
      }),
      fundingRecord('p3', 'DhunBox', 900, 6, {
        cancelled: true,
        terms: { fundsRequired: 900_000, stocks: 5 },
      }),
      fundingRecord('p4', 'ChaiCredit', 12_000, 80),
      fundingRecord('p5', 'Short Chai', 2_000, 60, {
        refunded: true,
        terms: { fundsRequired: 100_000, stocks: 5 },
      }),
    ].map((record) => fundingRecordSchema.parse(record))
    const [header, ...lines] = statementCsv(records).trimEnd().split('\r\n')
    expect(header).toBe(
      'Date (IST),Startup,Amount (INR),Reference,Status,Implied stake (%),Refunded (IST),Refund reference',
    )
    const refundedAt = istDateTime(records[4]!.paymentData.refundedAt!)
    expect(lines.map((line) => line.split(',').slice(1))).toEqual([
      ['PadhoPal', '1500', 'p1', 'Confirmed', '0.01', '', ''],
      ['Safar EV', '1000', 'p2', 'Confirmed', '0.000933', '', ''],
      // A cancelled investment holds nothing; a server that does not say the terms, unknown.
      ['DhunBox', '900', 'p3', 'Cancelled', '', '', ''],
      ['ChaiCredit', '12000', 'p4', 'Confirmed', '', '', ''],
      // A refunded one keeps its payment and adds the refund: when, and its reference.
      ['Short Chai', '2000', 'p5', 'Refunded', '', ...refundedAt.split(','), 'RF-p5'],
    ])
    expect(records.map(heldStake)).toEqual([0.01, 0.000933, null, null, null])
  })
})
