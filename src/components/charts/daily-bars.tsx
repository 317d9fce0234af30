import type { BoxProps } from '@chakra-ui/react'
import { ChartAxes, ChartFrame, PLOT_MARGIN, tokenColor, type ChartSize } from './chart-frame'
import { linear, niceTicks, spreadLabels } from './scale'

export interface DailyBarsProps {
  /** Oldest first, one entry per day ('YYYY-MM-DD'), zeros included. */
  days: readonly { day: string; value: number }[]
  /** The chart's text alternative. */
  label: string
  /** What one of the counted things is called, for the tooltip: ['page view', 'page views']. */
  unit: readonly [one: string, many: string]
  formatDay: (day: string) => string
  color?: string
  h?: BoxProps['h']
}

const MARGIN = { ...PLOT_MARGIN, left: 36 }

/** A count per day as bars, one per day, on a whole-number axis. */
export function DailyBars({
  days,
  label,
  unit,
  formatDay,
  color = 'blue.solid',
  h = '36',
}: DailyBarsProps) {
  const layout = (size: ChartSize) => {
    const ticks = niceTicks(Math.max(0, ...days.map((d) => d.value)), { count: 2, integer: true })
    const bottom = size.height - MARGIN.bottom
    const band = (size.width - MARGIN.left - MARGIN.right) / Math.max(1, days.length)
    const y = linear([0, ticks.at(-1)!], [bottom, MARGIN.top])
    return { ticks, bottom, band, y }
  }
  const centre = (index: number, band: number) => MARGIN.left + band * (index + 0.5)

  return (
    <ChartFrame
      label={label}
      h={h}
      count={days.length}
      indexAt={(px, size) => {
        const { band } = layout(size)
        return Math.min(days.length - 1, Math.max(0, Math.floor((px - MARGIN.left) / band)))
      }}
      anchor={(index, size) => {
        const { band, y } = layout(size)
        return { x: centre(index, band), y: y(days[index]!.value) }
      }}
      describe={(index) => {
        const { day, value } = days[index]!
        return { title: formatDay(day), value: `${value} ${value === 1 ? unit[0] : unit[1]}` }
      }}
    >
      {(size, active) => {
        const { ticks, bottom, band, y } = layout(size)
        const right = size.width - MARGIN.right
        const width = Math.max(1, band * 0.7)
        const labels = spreadLabels(days.length, MARGIN.left, right, 110, (index) => ({
          at: centre(index, band),
          text: formatDay(days[index]!.day),
        }))
        return (
          <>
            <ChartAxes ticks={ticks} y={y} size={size} margin={MARGIN} labels={labels} />
            {active !== null && (
              <rect
                data-part="focus"
                x={MARGIN.left + band * active}
                y={MARGIN.top}
                width={band}
                height={bottom - MARGIN.top}
                fill={tokenColor('bg.emphasized')}
              />
            )}
            {days.map(({ day, value }, index) =>
              value > 0 ? (
                <rect
                  key={day}
                  data-part="bar"
                  x={centre(index, band) - width / 2}
                  y={y(value)}
                  width={width}
                  height={bottom - y(value)}
                  rx={Math.min(2, width / 4)}
                  fill={tokenColor(color)}
                />
              ) : null,
            )}
          </>
        )
      }}
    </ChartFrame>
  )
}
