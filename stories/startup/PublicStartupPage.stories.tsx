import { expect, within } from 'storybook/test'
import { PublicStartupPage } from '@/features/startup/public-startup-page'
import preview from '#.storybook/preview'

/** The public page (/s/{id}) as a signed-out visitor sees it: 'Sign up to invest'. */
const meta = preview.meta({
  component: PublicStartupPage,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
  args: { id: 'chai-credit' },
})

export const SignedOut = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Sign up to invest' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Invest Now' })).not.toBeInTheDocument()
  },
})
export const SignedInAsAnInvestor = meta.story({ parameters: { user: 'investor' } })
