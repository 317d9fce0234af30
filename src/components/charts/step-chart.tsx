import type { BoxProps } from '@chakra-ui/react'
import { ChartAxes, ChartFrame, PLOT_MARGIN, tokenColor, type ChartSize } from './chart-frame'
import { dayTime, linear, niceTicks, pointAt, spreadLabels, stepPaths } from './scale'

const DAY_MS = 86_400_000

export interface StepPoint {
  /** 'YYYY-MM-DD' */
  day: string
  value: number
}

export interface StepChartProps {
  points: readonly StepPoint[]
  /** The chart's text alternative. */
  label: string
  /** The value axis' labels (short: '₹50.00K'). */
  formatTick: (value: number) => string
  /** A value in the tooltip (whole: '₹50,000'). */
  formatValue: (value: number) => string
  formatDay: (day: string) => string
  /** The last value holds until the end of this day ('YYYY-MM-DD'; today, for a running total). */
  until?: string
  /** A Chakra colour token for the line and, lighter, the area under it. */
  color?: string
  h?: BoxProps['h']
}

/**
 * A stepped area chart over time: each value holds until the next, as a running total does.
 * Points sit at their dates (not evenly), so a quiet month looks like one.
 */
export function StepChart({
  points,
  label,
  formatTick,
  formatValue,
  formatDay,
  until,
  color = 'green.solid',
  h = { base: '56', md: '72' },
}: StepChartProps) {
  const layout = (size: ChartSize) => {
    const times = points.map((point) => dayTime(point.day))
    const ticks = niceTicks(Math.max(0, ...points.map((point) => point.value)))
    const bottom = size.height - PLOT_MARGIN.bottom
    // A day is a span: a point sits at its start, and the axis runs to the end of the last day.
    const last = Math.max(...times, until ? dayTime(until) : -Infinity)
    const x = linear(
      [Math.min(...times), last + DAY_MS],
      [PLOT_MARGIN.left, size.width - PLOT_MARGIN.right],
    )
    const y = linear([0, ticks.at(-1)!], [bottom, PLOT_MARGIN.top])
    const pixels = points.map((point, i) => ({ x: x(times[i]!), y: y(point.value) }))
    return { ticks, bottom, y, x, pixels, from: Math.min(...times), to: last }
  }

  return (
    <ChartFrame
      label={label}
      h={h}
      count={points.length}
      indexAt={(px, size) =>
        pointAt(
          layout(size).pixels.map((p) => p.x),
          px,
        )
      }
      anchor={(index, size) => layout(size).pixels[index]!}
      describe={(index) => ({
        title: formatDay(points[index]!.day),
        value: formatValue(points[index]!.value),
      })}
    >
      {(size, active) => {
        const { ticks, bottom, y, x, pixels, from, to } = layout(size)
        const right = size.width - PLOT_MARGIN.right
        const { line, area } = stepPaths(pixels, bottom, right)
        // Dates evenly spread along the time axis, as many as fit.
        const spanDays = Math.round((to - from) / DAY_MS)
        const labels = spreadLabels(spanDays + 1, PLOT_MARGIN.left, right, 120, (offset) => {
          const time = from + offset * DAY_MS
          return { at: x(time), text: formatDay(new Date(time).toISOString().slice(0, 10)) }
        })
        const paint = tokenColor(color)
        const muted = tokenColor('fg.muted')
        const focus = active === null ? null : pixels[active]
        return (
          <>
            <ChartAxes
              ticks={ticks}
              y={y}
              size={size}
              margin={PLOT_MARGIN}
              labels={labels}
              formatTick={formatTick}
            />
            <path data-part="area" d={area} fill={paint} fillOpacity={0.2} />
            <path
              data-part="line"
              d={line}
              fill="none"
              stroke={paint}
              strokeWidth={2}
              strokeLinejoin="round"
            />
            {focus && (
              <g data-part="focus">
                <line
                  x1={focus.x}
                  x2={focus.x}
                  y1={PLOT_MARGIN.top}
                  y2={bottom}
                  stroke={muted}
                  strokeDasharray="3 3"
                />
                <circle
                  cx={focus.x}
                  cy={focus.y}
                  r={5}
                  fill={paint}
                  stroke={tokenColor('bg')}
                  strokeWidth={2}
                />
              </g>
            )}
          </>
        )
      }}
    </ChartFrame>
  )
}
