import { expect, waitFor } from 'storybook/test'
import { LandingPage } from '@/features/landing/landing-page'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: LandingPage,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
})

export const Desktop = meta.story()
export const DesktopDark = meta.story({
  globals: { theme: 'dark' },
  play: async () => {
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'))
  },
})
