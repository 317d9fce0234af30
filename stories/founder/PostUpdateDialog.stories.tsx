import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { PostUpdateDialog } from '@/features/founder/post-update-dialog'

/** 'Post an update': a title and markdown text, e-mailed to the startup's investors. */
const meta = {
  title: 'Founder/PostUpdateDialog',
  component: PostUpdateDialog,
  parameters: { user: 'founder', a11y: { context: { include: ['[role=dialog]'] } } },
  args: { uid: 'seed-founder-06', startupId: 'chai-credit' },
} satisfies Meta<typeof PostUpdateDialog>
export default meta
type Story = StoryObj<typeof meta>

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Post an update' }))
    const dialog = within(document.body).getByRole('dialog', { name: 'Post an update' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post update' }))
    await expect(await within(dialog).findByText('Title is required')).toBeVisible()
  },
}
