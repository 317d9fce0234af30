import { expect, within } from 'storybook/test'
import { SharePage } from '@/features/founder/share-page'
import preview from '#.storybook/preview'

/** The public page's address, with 'Copy link' (and 'Share' where the device has a share sheet). */
const meta = preview.meta({
  component: SharePage,
  parameters: { user: 'founder' },
  args: { startup: { _id: 'chai-credit', slug: 'chai-credit' }, name: 'ChaiCredit' },
})

export const ShareYourPage = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Copy link' })).toBeVisible()
  },
})
