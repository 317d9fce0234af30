import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StartupGrowth } from '@/features/founder/startup-growth'

/** /dashboard/viewyourstartup's Growth: the funding line and the figures beside it. */
const meta = {
  title: 'Founder/StartupGrowth',
  component: StartupGrowth,
  parameters: { user: 'founder' },
  args: { uid: 'seed-founder-06' },
} satisfies Meta<typeof StartupGrowth>
export default meta
type Story = StoryObj<typeof meta>

export const Growth: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: /Funds received over time/ }),
    ).toBeVisible()
  },
}
