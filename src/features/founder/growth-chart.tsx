import { Chart, useChart } from '@chakra-ui/charts'
import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { formatCompactRupees, humanDate } from '@/domain/format'
import type { GrowthStats } from './growth-stats'

/** Funds received over time (cumulative). Loaded lazily: the chart library stays off other pages. */
export default function GrowthChart({ series }: { series: GrowthStats['series'] }) {
  const chart = useChart({
    data: series,
    series: [{ name: 'total', color: 'green.solid', label: 'Funds received' }],
  })
  const last = series.at(-1)
  return (
    <figure
      style={{ margin: 0 }}
      role="img"
      aria-label={`Funds received over time, from ${formatCompactRupees(series[0]?.total ?? 0)} on ${humanDate(series[0]?.date ?? '')} to ${formatCompactRupees(last?.total ?? 0)} on ${humanDate(last?.date ?? '')}`}
    >
      {/* A definite height: recharts draws nothing in a box it cannot measure. */}
      <Chart.Root chart={chart} aspectRatio="auto" h={{ base: '56', md: '72' }}>
        <ResponsiveContainer width="100%" height="100%" minWidth={0}>
          <AreaChart data={chart.data} margin={{ left: 8, right: 8 }}>
            <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
            <XAxis
              dataKey={chart.key('date')}
              tickLine={false}
              axisLine={false}
              tickFormatter={(date: string) => (date ? humanDate(date) : '')}
              minTickGap={24}
            />
            <YAxis
              tickLine={false}
              axisLine={false}
              tickFormatter={(value: number) => formatCompactRupees(value)}
              width={72}
            />
            <Tooltip cursor={false} animationDuration={100} content={<Chart.Tooltip />} />
            {chart.series.map((item) => (
              <Area
                key={item.name}
                isAnimationActive={false}
                dataKey={chart.key(item.name)}
                fill={chart.color(item.color)}
                fillOpacity={0.2}
                stroke={chart.color(item.color)}
                strokeWidth={2}
                type="stepAfter"
              />
            ))}
          </AreaChart>
        </ResponsiveContainer>
      </Chart.Root>
    </figure>
  )
}
