import { z } from './zod'

/**
 * A founder's analytics (docs/product.md#analytics), an optional extension:
 * GET startups/analytics/{id} answers, for the founder only, what happened to their startup day
 * by day over the last 30 days and in all. Page views are counted by POST startups/view, which
 * the app sends once per visit of a startup's page.
 */

export const ANALYTICS_DAYS = 30

export const METRICS = ['views', 'follows', 'codes', 'investments', 'cancellations'] as const
export type Metric = (typeof METRICS)[number]

const count = z.number().int().nonnegative()
const counts = z.object(
  Object.fromEntries(METRICS.map((m) => [m, count])) as Record<Metric, typeof count>,
)

export const analyticsDaySchema = counts.extend({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>

export const analyticsSchema = z.object({
  /** Oldest first, one entry per day, the last being today (UTC). */
  days: z.array(analyticsDaySchema),
  /** Since the startup was published. `followers` is how many follow it now. */
  totals: counts.extend({ followers: count }),
})
export type Analytics = z.infer<typeof analyticsSchema>

/** Body of POST startups/view. */
export const viewInputSchema = z.object({ startupid: z.string().trim().min(1).max(128) })

/** Per metric, how many events fell on each UTC day (YYYY-MM-DD). */
export type DailyCounts = Record<Metric, Map<string, number>>

const DAY_MS = 86_400_000

/** The answer from per-day counts: the last `ANALYTICS_DAYS` days, zeros included, and totals. */
export function buildAnalytics(daily: DailyCounts, followers: number, now: number): Analytics {
  const today = Date.parse(new Date(now).toISOString().slice(0, 10))
  const days: AnalyticsDay[] = []
  for (let back = ANALYTICS_DAYS - 1; back >= 0; back -= 1) {
    const day = new Date(today - back * DAY_MS).toISOString().slice(0, 10)
    const entry = { day } as AnalyticsDay
    for (const metric of METRICS) entry[metric] = daily[metric].get(day) ?? 0
    days.push(entry)
  }
  const sum = (metric: Metric) => [...daily[metric].values()].reduce((a, b) => a + b, 0)
  return {
    days,
    totals: {
      views: sum('views'),
      follows: sum('follows'),
      codes: sum('codes'),
      investments: sum('investments'),
      cancellations: sum('cancellations'),
      followers,
    },
  }
}

/** Counts per UTC day of a list of moments. */
export function perDay(moments: Iterable<string | Date>): Map<string, number> {
  const map = new Map<string, number>()
  for (const moment of moments) {
    const day = new Date(moment).toISOString().slice(0, 10)
    map.set(day, (map.get(day) ?? 0) + 1)
  }
  return map
}

/** Share of page views that became an investment, as a percentage (null without views). */
export function viewToInvestment(totals: { views: number; investments: number }): number | null {
  if (totals.views === 0) return null
  return (totals.investments / totals.views) * 100
}
