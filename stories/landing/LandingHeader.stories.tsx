import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { LandingHeader } from '@/features/landing/landing-header'

const meta = {
  title: 'Landing/LandingHeader',
  component: LandingHeader,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
} satisfies Meta<typeof LandingHeader>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {}
export const SignedIn: Story = { parameters: { user: 'investor' } }
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }))
    await expect(await canvas.findByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  },
}
