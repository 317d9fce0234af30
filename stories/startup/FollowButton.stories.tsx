import { onlineManager } from '@tanstack/react-query'
import { expect, userEvent, within } from 'storybook/test'
import { FollowButton } from '@/features/startup/follow-button'
import preview from '#.storybook/preview'

/** 'Follow' / 'Following' on a startup page (optional extension). */
const meta = preview.meta({
  component: FollowButton,
  args: { uid: 'seed-investor-01', startupId: 'gaadi-go', startupName: 'GaadiGo' },
})

export const Follow = meta.story({
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Follow' })
    await expect(button).toHaveAttribute('aria-pressed', 'false')
  },
})
export const AlreadyFollowing = meta.story({
  args: { startupId: 'reel-rasoi', startupName: 'ReelRasoi' },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Following' })
    await expect(button).toHaveAttribute('aria-pressed', 'true')
  },
})
/**
 * Offline (remote mode): the press is kept and waits for the network, with a way to drop it.
 * Cancelling goes back to what the server has.
 */
export const WaitingToSend = meta.story({
  beforeEach: () => () => onlineManager.setOnline(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const follow = await canvas.findByRole('button', { name: 'Follow' })
    // The connection goes once the investor's record is on screen.
    onlineManager.setOnline(false)
    await userEvent.click(follow)
    await expect(await canvas.findByText('Waiting to send')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Following' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await expect(await canvas.findByRole('button', { name: 'Follow' })).toBeVisible()
    await expect(canvas.queryByText('Waiting to send')).toBeNull()
    // Pressed again, to be looked at.
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }))
    await expect(await canvas.findByText('Waiting to send')).toBeVisible()
  },
})
