import { expect, within } from 'storybook/test'
import { ReviewQueue } from '@/features/operator/review-queue'
import { answering, failing, loading } from '../support/overrides'
import { listing } from './fixtures'
import preview from '#.storybook/preview'

/** 'Review': the listings waiting for an operator, the oldest submission first. */
const meta = preview.meta({ component: ReviewQueue, parameters: { user: 'operator' } })

export const Waiting = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      answering('operator/review', {
        startups: [
          listing(1),
          listing(2, {
            name: 'A Startup Whose Founder Chose A Very Long Name For Its Listing Indeed',
            domain: ['Finance'],
          }),
          listing(3, { slogan: '', domain: [] }),
        ],
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Waiting for review' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByText('Waiting longest')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Waiting Startup 1' })).toBeVisible()
  },
})
export const WaitingDark = meta.story({ ...Waiting.input, globals: { theme: 'dark' } })
/** Forty listings: the page scrolls; each keeps its own line. */
export const LongQueue = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      answering('operator/review', {
        startups: Array.from({ length: 40 }, (_, i) => listing(i + 1)),
      }),
    ),
})
/** The demo's own data: every seeded startup is live, so nothing waits. */
export const Empty = meta.story({
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Nothing is waiting for review. New listings appear here.',
      ),
    ).toBeVisible()
  },
})
export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(loading('operator/review')) })
export const Failed = meta.story({ beforeEach: ({ msw }) => msw.use(failing('operator/review')) })
