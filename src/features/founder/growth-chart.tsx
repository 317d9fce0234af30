import { StepChart } from '@/components/charts/step-chart'
import { formatCompactRupees, formatIndianNumber, humanDate } from '@/domain/format'
import type { GrowthStats } from './growth-stats'

/** Funds received over time (cumulative), a step up at each funding, held until today. */
export function GrowthChart({ series }: { series: GrowthStats['series'] }) {
  const first = series[0]
  const last = series.at(-1)
  return (
    <StepChart
      points={series.map((point) => ({ day: point.date, value: point.total }))}
      label={`Funds received over time, from ${formatCompactRupees(first?.total ?? 0)} on ${humanDate(first?.date ?? '')} to ${formatCompactRupees(last?.total ?? 0)} on ${humanDate(last?.date ?? '')}`}
      formatTick={formatCompactRupees}
      formatValue={(total) => `₹${formatIndianNumber(total)} in all`}
      formatDay={humanDate}
      until={new Date().toISOString().slice(0, 10)}
      color="green.solid"
    />
  )
}
