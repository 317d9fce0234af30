import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SharePage } from '@/features/founder/share-page'

/** The public page's address, with 'Copy link' (and 'Share' where the device has a share sheet). */
const meta = {
  title: 'Founder/SharePage',
  component: SharePage,
  parameters: { user: 'founder' },
  args: { startupId: 'chai-credit', name: 'ChaiCredit' },
} satisfies Meta<typeof SharePage>
export default meta
type Story = StoryObj<typeof meta>

export const ShareYourPage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Copy link' })).toBeVisible()
  },
}
