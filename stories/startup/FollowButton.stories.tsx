import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { FollowButton } from '@/features/startup/follow-button'

/** 'Follow' / 'Following' on a startup page (optional extension). */
const meta = {
  title: 'Startup/FollowButton',
  component: FollowButton,
  args: { uid: 'seed-investor-01', startupId: 'gaadi-go' },
} satisfies Meta<typeof FollowButton>
export default meta
type Story = StoryObj<typeof meta>

export const Follow: Story = {
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Follow' })
    await expect(button).toHaveAttribute('aria-pressed', 'false')
  },
}
export const AlreadyFollowing: Story = {
  args: { startupId: 'reel-rasoi' },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Following' })
    await expect(button).toHaveAttribute('aria-pressed', 'true')
  },
}
