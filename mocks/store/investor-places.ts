import type { Database } from '../data/database'

/**
 * The investors who hold one of a startup's places this year: a payment standing (not
 * cancelled) made since `since`, the financial year's start.
 */
export const investorsHoldingPlaces = (db: Database, startupId: string, since: number) =>
  new Set(
    db.payments
      .findMany((q) => q.where({ startupid: startupId }))
      .filter((payment) => !payment.cancelledAt && Date.parse(payment.createdAt) >= since)
      .map((payment) => payment.useruid),
  )
