import { ChartAxes } from '@/components/charts/chart-frame'
import { StepChart } from '@/components/charts/step-chart'
import { formatCompactRupees, formatIndianNumber, humanDate } from '@/domain/format'
import preview from '#.storybook/preview'
import { stepThroughChart } from '../../support/chart-keys'

const meta = preview.meta({
  component: StepChart,
  subcomponents: { ChartAxes },
  args: {
    label: 'Funds received over time, from ₹0 on 12 Oct 2026 to ₹35.00K on 10 Nov 2026',
    points: [
      { day: '2026-10-12', value: 0 },
      { day: '2026-10-13', value: 24_000 },
      { day: '2026-10-20', value: 26_500 },
      { day: '2026-11-10', value: 35_000 },
    ],
    until: '2026-11-20',
    color: 'green.solid',
    formatTick: formatCompactRupees,
    formatValue: (value: number) => `₹${formatIndianNumber(value)} in all`,
    formatDay: humanDate,
  },
  argTypes: {
    color: {
      control: 'select',
      options: ['green.solid', 'blue.solid', 'orange.solid', 'purple.solid'],
    },
    formatTick: { control: false },
    formatValue: { control: false },
    formatDay: { control: false },
  },
})

export const RunningTotal = meta.story({
  // Focused, the chart starts at the latest point; the arrow keys step back through time.
  play: async ({ canvasElement }) => {
    await stepThroughChart(canvasElement, /Funds received over time/, [
      ['Tab', '₹35,000 in all'],
      ['{ArrowLeft}', '₹26,500 in all'],
      ['{Home}', '₹0 in all'],
    ])
  },
})

export const OneFunding = meta.story({
  args: {
    points: [
      { day: '2026-11-09', value: 0 },
      { day: '2026-11-10', value: 4_200 },
    ],
    until: '2026-11-10',
  },
})

export const Crores = meta.story({
  args: {
    points: [
      { day: '2026-01-01', value: 0 },
      { day: '2026-02-14', value: 2_50_00_000 },
      { day: '2026-06-30', value: 9_10_00_000 },
      { day: '2026-11-01', value: 12_00_00_000 },
    ],
  },
})
