import { expect } from 'storybook/test'
import { DailyBars } from '@/components/charts/daily-bars'
import { humanDate } from '@/domain/format'
import preview from '#.storybook/preview'
import { stepThroughChart } from '../../support/chart-keys'

const days = Array.from({ length: 30 }, (_, i) => ({
  day: new Date(Date.UTC(2026, 9, 26 + i)).toISOString().slice(0, 10),
  value: [0, 2, 1, 0, 4, 7, 3][i % 7]!,
}))

const meta = preview.meta({
  component: DailyBars,
  args: {
    days,
    label: 'Page views per day over the last 30 days',
    unit: ['page view', 'page views'] as const,
    formatDay: humanDate,
    color: 'blue.solid',
    h: '36',
  },
  argTypes: {
    color: { control: 'select', options: ['blue.solid', 'orange.solid', 'green.solid'] },
    h: { control: 'select', options: ['24', '36', '48', '64'] },
    formatDay: { control: false },
  },
})

export const ThirtyDays = meta.story({
  play: async ({ canvasElement }) => {
    const chart = await stepThroughChart(canvasElement, /Page views per day/, [
      ['Tab', `${days.at(-1)!.value} page views`],
      ['{Home}', '0 page views'],
      ['{ArrowRight}', '2 page views'],
    ])
    await expect(chart.querySelectorAll('[data-part="bar"]')).toHaveLength(
      days.filter((d) => d.value > 0).length,
    )
  },
})

export const OneDay = meta.story({
  args: {
    days: days.map((d, i) => ({ ...d, value: i === 29 ? 1 : 0 })),
    unit: ['investment', 'investments'],
    color: 'green.solid',
  },
})

export const Empty = meta.story({ args: { days: days.map((d) => ({ ...d, value: 0 })) } })
