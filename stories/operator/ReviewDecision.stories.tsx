import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ReasonDialog } from '@/features/operator/reason-dialog'
import { ReviewDecision } from '@/features/operator/review-decision'
import { failing } from '../support/overrides'
import { listing } from './fixtures'
import preview from '#.storybook/preview'

/** The operator's decision on a listing: 'Approve', or 'Send back' with a reason. */
const meta = preview.meta({
  component: ReviewDecision,
  subcomponents: { ReasonDialog },
  parameters: { user: 'operator' },
  args: { startup: listing(1) },
})

export const InReview = meta.story()
export const InReviewDark = meta.story({ globals: { theme: 'dark' } })

/** A reason is required: the dialog says so before sending, and keeps what was typed. */
export const SendBackNeedsAReason = meta.story({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send back' }))
    const dialog = await page.findByRole('dialog', { name: 'Send Waiting Startup 1 back' })
    // The dialog opens with an animation: use it once it is on screen, as a person would.
    await waitFor(() => expect(within(dialog).getByLabelText('Reason')).toBeVisible())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }))
    await expect(
      await within(dialog).findByText('Give a reason: say what the founder should change'),
    ).toBeVisible()
  },
})

/** The server refuses (here it fails): the reason stays in the form, and the dialog says why. */
export const SendBackFails = meta.story({
  beforeEach: ({ msw }) => msw.use(failing('operator/review/:id/sendback', 'post')),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send back' }))
    const dialog = await page.findByRole('dialog', { name: 'Send Waiting Startup 1 back' })
    // The dialog opens with an animation: use it once it is on screen, as a person would.
    await waitFor(() => expect(within(dialog).getByLabelText('Reason')).toBeVisible())
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Name your first customers.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }))
    await expect(
      await within(dialog).findByText('Something went wrong on the server.'),
    ).toBeVisible()
    await expect(within(dialog).getByLabelText('Reason')).toHaveValue('Name your first customers.')
  },
})

/** Already decided (another operator was quicker): no buttons, the state said. */
export const AlreadySentBack = meta.story({
  args: {
    startup: listing(1, {
      listing: 'sent_back',
      reviewNote: 'Say who your first customers are and what they pay.',
    }),
  },
})
export const ApproveFails = meta.story({
  beforeEach: ({ msw }) => msw.use(failing('operator/review/:id/approve', 'post')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }))
    await expect(await canvas.findByText('Something went wrong on the server.')).toBeVisible()
  },
})
