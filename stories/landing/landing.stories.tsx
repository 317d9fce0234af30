import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { LandingHeader } from '@/features/landing/landing-header'
import { LandingPage } from '@/features/landing/landing-page'
import { Features, Footer, Hero, Recents, Team } from '@/features/landing/landing-sections'
import { answering, loading } from '../support/overrides'

const meta = {
  title: 'Landing/Page',
  parameters: { layout: 'fullscreen', user: 'signed-out' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = { render: () => <LandingPage /> }

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: () => <LandingHeader />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }))
    await expect(await canvas.findByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  },
}

export const SignedInHero: Story = { parameters: { user: 'investor' }, render: () => <Hero /> }
export const FeatureBlurbs: Story = { render: () => <Features /> }
export const TopFiveFromData: Story = { render: () => <Recents /> }
export const TopFiveLoading: Story = {
  beforeEach: ({ msw }) => msw.use(loading('startups/explore')),
  render: () => <Recents />,
}
export const TopFiveWithSamples: Story = {
  beforeEach: ({ msw }) => msw.use(answering('startups/explore', { message: [] })),
  render: () => <Recents />,
}
export const TeamAndFooter: Story = {
  render: () => (
    <>
      <Team />
      <Footer />
    </>
  ),
}

export const DesktopDark: Story = {
  globals: { theme: 'dark' },
  render: () => <LandingPage />,
  play: async () => {
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'))
  },
}
