import type { FundingRecord } from '@/domain/payment'

export interface GrowthStats {
  total: number
  investors: number
  averageTicket: number
  /** Cumulative funds received, one point per funding, oldest first. */
  series: { date: string; total: number }[]
}

/** Totals and the over-time series behind Startup Growth. Investors are counted by e-mail. */
export function growthStats(records: readonly FundingRecord[]): GrowthStats {
  const ordered = [...records].sort((a, b) =>
    (a.paymentData.createdAt ?? '').localeCompare(b.paymentData.createdAt ?? ''),
  )
  let running = 0
  const series = ordered.map((record) => {
    running += record.paymentData.amount
    return { date: (record.paymentData.createdAt ?? '').slice(0, 10), total: running }
  })
  const investors = new Set(records.map((record) => record.userData.email || record.userData.name))
    .size
  return {
    total: running,
    investors,
    averageTicket: records.length ? Math.round(running / records.length) : 0,
    series,
  }
}
