import type { FundingRecord } from '@/domain/payment'

export interface GrowthStats {
  total: number
  investors: number
  /** Total divided by the number of investors (people, not payments). */
  averagePerInvestor: number
  /**
   * Cumulative funds received, one point per funding, oldest first, after a first point at ₹0
   * the day before the first funding (so even one funding draws a step up).
   */
  series: { date: string; total: number }[]
}

/**
 * Totals and the over-time series behind Startup Growth. Investors are people (counted by
 * e-mail), and the average is per investor, so the two figures speak of the same thing.
 */
export function growthStats(all: readonly FundingRecord[]): GrowthStats {
  // A cancelled investment (cooling-off) raised nothing and makes nobody an investor.
  const records = all.filter((record) => !record.paymentData.cancelledAt)
  const ordered = [...records].sort((a, b) =>
    (a.paymentData.createdAt ?? '').localeCompare(b.paymentData.createdAt ?? ''),
  )
  let running = 0
  const series = ordered.map((record) => {
    running += record.paymentData.amount
    return { date: (record.paymentData.createdAt ?? '').slice(0, 10), total: running }
  })
  const first = series[0]
  if (first) {
    const before = new Date(`${first.date}T00:00:00Z`)
    before.setUTCDate(before.getUTCDate() - 1)
    series.unshift({
      date: Number.isNaN(before.getTime()) ? '' : before.toISOString().slice(0, 10),
      total: 0,
    })
  }
  const investors = new Set(records.map((record) => record.userData.email || record.userData.name))
    .size
  return {
    total: running,
    investors,
    averagePerInvestor: investors ? Math.round(running / investors) : 0,
    series,
  }
}
