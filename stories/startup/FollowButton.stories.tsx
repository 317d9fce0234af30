import { expect, within } from 'storybook/test'
import { FollowButton } from '@/features/startup/follow-button'
import preview from '#.storybook/preview'

/** 'Follow' / 'Following' on a startup page (optional extension). */
const meta = preview.meta({
  component: FollowButton,
  args: { uid: 'seed-investor-01', startupId: 'gaadi-go' },
})

export const Follow = meta.story({
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Follow' })
    await expect(button).toHaveAttribute('aria-pressed', 'false')
  },
})
export const AlreadyFollowing = meta.story({
  args: { startupId: 'reel-rasoi' },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Following' })
    await expect(button).toHaveAttribute('aria-pressed', 'true')
  },
})
