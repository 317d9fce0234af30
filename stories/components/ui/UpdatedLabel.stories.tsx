import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { UpdatedLabel } from '@/components/ui/updated-label'

const DAY = 86_400_000

/** 'Updated 3 days ago' on cards and pages; nothing when there has been no update. */
const meta = {
  title: 'Components/UI/UpdatedLabel',
  component: UpdatedLabel,
  args: { lastUpdateAt: new Date(Date.now() - 3 * DAY).toISOString() },
  argTypes: { lastUpdateAt: { control: 'text' } },
} satisfies Meta<typeof UpdatedLabel>
export default meta
type Story = StoryObj<typeof meta>

export const ThreeDaysAgo: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Updated 3 days ago')).toBeVisible()
  },
}
export const NeverUpdated: Story = {
  args: { lastUpdateAt: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/^Updated/)).toBeNull()
  },
}
