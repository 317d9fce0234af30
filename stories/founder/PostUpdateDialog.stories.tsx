import { expect, userEvent, waitFor, within } from 'storybook/test'
import { PostUpdateDialog } from '@/features/founder/post-update-dialog'
import preview from '#.storybook/preview'

/** 'Post an update': a title and markdown text, e-mailed to the startup's investors. */
const meta = preview.meta({
  component: PostUpdateDialog,
  parameters: { user: 'founder', a11y: { context: { include: ['[role=dialog]'] } } },
  args: { uid: 'seed-founder-06', startupId: 'chai-credit' },
})

export const Invalid = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Post an update' }))
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Post an update' }),
    )
    // The dialog opens with an animation: use it once it is on screen, as a person would.
    await waitFor(() => expect(dialog.getByLabelText('Title')).toBeVisible())
    await userEvent.click(dialog.getByRole('button', { name: 'Post update' }))
    // Looked up again on every try, so an element a later render replaced is not the one checked.
    await waitFor(() => expect(dialog.getByText('Title is required')).toBeVisible())
  },
})
