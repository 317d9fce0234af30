import { expect, within } from 'storybook/test'
import { GrowthChart } from '@/features/founder/growth-chart'
import preview from '#.storybook/preview'

/** The Growth page's stepped line of the money received, day by day. */
const meta = preview.meta({
  component: GrowthChart,
  args: {
    series: [
      { date: '2026-10-13', total: 2400000 },
      { date: '2026-11-10', total: 3500000 },
    ],
  },
  argTypes: { series: { control: 'object' } },
})

export const TwoPayments = meta.story({
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: /Funds received over time/ }),
    ).toBeVisible()
  },
})
export const OnePayment = meta.story({ args: { series: [{ date: '2026-11-20', total: 5000 }] } })
