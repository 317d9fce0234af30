import { fundingRecord } from '@/test/fundings'
import { answering } from '../support/overrides'

/**
 * An investor's history with one investment in each state: cancellable, cancelled, confirmed,
 * and refunded at the close of a raise not funded.
 */
export const withStatuses = answering('payments/history/:uid', {
  data: [
    fundingRecord('padho-pal', 'PadhoPal', 2500, 3, {
      terms: { fundsRequired: 2_500_000, stocks: 10 },
    }),
    fundingRecord('dhun-box', 'DhunBox', 900, 5, { cancelled: true }),
    fundingRecord('chai-credit', 'ChaiCredit', 12000, 80),
    fundingRecord('short-samosa', 'Short Samosa', 1500, 400, {
      refunded: true,
      terms: { fundsRequired: 5_00_000, stocks: 7 },
    }),
  ],
})
