import { expect, userEvent, within } from 'storybook/test'
import { ListingStatus } from '@/features/founder/listing-status'
import { failing } from '../support/overrides'
import { listing } from '../operator/fixtures'
import preview from '#.storybook/preview'

/** Where a founder's listing stands while investors cannot see it yet. */
const meta = preview.meta({
  component: ListingStatus,
  parameters: { user: 'founder' },
  args: { uid: 'seed-founder-06', startup: listing(1, { editedAt: null }) },
})

export const InReview = meta.story()
export const InReviewDark = meta.story({ globals: { theme: 'dark' } })
const sentBack = listing(1, {
  editedAt: null,
  listing: 'sent_back',
  reviewNote:
    'The description promises guaranteed returns of 40% a year. No raise on Seedling may promise a return: say what the money builds instead, and what could go wrong.',
})
export const SentBack = meta.story({ args: { startup: sentBack } })
export const SentBackDark = meta.story({ args: { startup: sentBack }, globals: { theme: 'dark' } })
/** Resubmitting fails: the reason stays on screen with what went wrong. */
export const ResubmitFails = meta.story({
  args: { startup: sentBack },
  beforeEach: ({ msw }) => msw.use(failing('startups/resubmit', 'post')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Resubmit for review' }))
    await expect(await canvas.findByText('Something went wrong on the server.')).toBeVisible()
    await expect(canvas.getByText(/^Sent back: The description promises/)).toBeVisible()
  },
})
/** Taken down after reports: the reason, and what it means for investors. */
export const TakenDown = meta.story({
  args: {
    startup: listing(1, {
      listing: 'taken_down',
      reviewNote: 'Its report belongs to another company',
    }),
  },
})
/**
 * Approved a day ago: the founder is told until they have read it ('Got it' hides it on this
 * device), a fortnight at most.
 */
export const Approved = meta.story({
  args: {
    startup: listing(2, {
      listing: 'live',
      approvedAt: new Date(Date.now() - 24 * 3_600_000).toISOString(),
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(`Approved: ${args.startup.name} is live`)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Got it' }))
    await expect(canvas.queryByText(/^Approved:/)).toBeNull()
    // The next run, or the dark story, shows it again.
    for (const key of Object.keys(localStorage))
      if (key.startsWith('seedling:approval-read:')) localStorage.removeItem(key)
  },
})
export const ApprovedDark = meta.story({
  args: Approved.input.args,
  globals: { theme: 'dark' },
})
/** Approved weeks ago: nothing more to say. */
export const ApprovedLongAgo = meta.story({
  args: {
    startup: listing(2, {
      listing: 'live',
      approvedAt: new Date(Date.now() - 20 * 24 * 3_600_000).toISOString(),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/^Approved:/)).toBeNull()
  },
})
