import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { GrowthChart } from '@/features/founder/growth-chart'

/** The Growth page's stepped line of the money received, day by day. */
const meta = {
  title: 'Founder/GrowthChart',
  component: GrowthChart,
  args: {
    series: [
      { date: '2026-10-13', total: 2400000 },
      { date: '2026-11-10', total: 3500000 },
    ],
  },
  argTypes: { series: { control: 'object' } },
} satisfies Meta<typeof GrowthChart>
export default meta
type Story = StoryObj<typeof meta>

export const TwoPayments: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: /Funds received over time/ }),
    ).toBeVisible()
  },
}
export const OnePayment: Story = { args: { series: [{ date: '2026-11-20', total: 5000 }] } }
