import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Recents } from '@/features/landing/landing-sections'
import { answering, loading } from '../support/overrides'

/** The landing page's five most funded startups, from the data (samples when there is none). */
const meta = {
  title: 'Landing/Recents',
  component: Recents,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
} satisfies Meta<typeof Recents>
export default meta
type Story = StoryObj<typeof meta>

export const TopFiveFromData: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Top 5 funded startups' })
    await expect(heading).toBeVisible()
  },
}
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(loading('startups/explore')) }
export const WithSamples: Story = {
  beforeEach: ({ msw }) => msw.use(answering('startups/explore', { message: [] })),
}
