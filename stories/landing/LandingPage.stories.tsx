import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { LandingPage } from '@/features/landing/landing-page'

const meta = {
  title: 'Landing/LandingPage',
  component: LandingPage,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
} satisfies Meta<typeof LandingPage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {}
export const DesktopDark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'))
  },
}
