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
/** While the ranking loads: neutral placeholders, never a sample that reads as a raise. */
export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(loading('startups/explore')),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list')
    await expect(list).toHaveAttribute('aria-busy', 'true')
    await expect(within(canvasElement).queryByText(/^Sample:/)).toBeNull()
    await expect(within(canvasElement).queryByText(/funded$/)).toBeNull()
  },
})
/** Fewer startups than five: the sample cards fill in, each named as a sample. */
export const WithSamples = meta.story({
  beforeEach: ({ msw }) => msw.use(answering('startups/explore', { message: [] })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText(/^Sample:/)).toHaveLength(5)
  },
})
