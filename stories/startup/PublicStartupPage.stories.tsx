import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PublicStartupPage } from '@/features/startup/public-startup-page'

/** The public page (/s/{id}) as a signed-out visitor sees it: 'Sign up to invest'. */
const meta = {
  title: 'Startup/PublicStartupPage',
  component: PublicStartupPage,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
  args: { id: 'chai-credit' },
} satisfies Meta<typeof PublicStartupPage>
export default meta
type Story = StoryObj<typeof meta>

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Sign up to invest' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Invest Now' })).not.toBeInTheDocument()
  },
}
export const SignedInAsAnInvestor: Story = { parameters: { user: 'investor' } }
