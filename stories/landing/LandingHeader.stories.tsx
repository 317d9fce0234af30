import { expect, userEvent, within } from 'storybook/test'
import { LandingHeader } from '@/features/landing/landing-header'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: LandingHeader,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
})

export const Desktop = meta.story()
export const SignedIn = meta.story({ parameters: { user: 'investor' } })
export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }))
    await expect(await canvas.findByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  },
})
