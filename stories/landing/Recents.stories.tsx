import { expect, within } from 'storybook/test'
import { Recents } from '@/features/landing/landing-sections'
import { answering, loading } from '../support/overrides'
import preview from '#.storybook/preview'

/** The landing page's five most funded startups, from the data (samples when there is none). */
const meta = preview.meta({
  component: Recents,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
})

export const TopFiveFromData = meta.story({
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Top 5 funded startups' })
    await expect(heading).toBeVisible()
  },
})
export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(loading('startups/explore')) })
export const WithSamples = meta.story({
  beforeEach: ({ msw }) => msw.use(answering('startups/explore', { message: [] })),
})
