import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ReportButton } from '@/features/startup/report-button'
import { failing } from '../support/overrides'
import preview from '#.storybook/preview'

/** 'Report' on a startup or a question: a reason and optional words for the operators. */
const meta = preview.meta({
  component: ReportButton,
  args: { uid: 'seed-investor-01', kind: 'startup' as const, id: 'padho-pal', label: 'PadhoPal' },
})

/** The dialog: a reason is required before anything is sent. */
export const Dialog = meta.story({
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Report' }))
    const dialog = await page.findByRole('dialog', { name: 'Report PadhoPal' })
    // The dialog opens with an animation: use it once it is on screen, as a person would.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeVisible(),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    await expect(await within(dialog).findByText('Choose a reason')).toBeVisible()
  },
})
export const DialogDark = meta.story({ ...Dialog.input, globals: { theme: 'dark' } })
/** Sent: the button says 'Reported' until an operator decides. */
export const Reported = meta.story({
  args: { id: 'gaadi-go', label: 'GaadiGo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: 'Report' }))
    const dialog = await page.findByRole('dialog', { name: 'Report GaadiGo' })
    // The dialog opens with an animation: use it once it is on screen, as a person would.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeVisible(),
    )
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Misleading' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    await expect(await canvas.findByRole('button', { name: 'Reported' })).toBeDisabled()
  },
})
/** The server fails: the dialog says so and keeps the reason and the words. */
export const SendFails = meta.story({
  args: { id: 'krishi-sense', label: 'KrishiSense' },
  beforeEach: ({ msw }) => msw.use(failing('users/report', 'post')),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Report' }))
    const dialog = await page.findByRole('dialog', { name: 'Report KrishiSense' })
    // The dialog opens with an animation: use it once it is on screen, as a person would.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeVisible(),
    )
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }))
    await userEvent.type(within(dialog).getByLabelText('What is wrong (optional)'), 'Copied')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    await expect(
      await within(dialog).findByText('Something went wrong on the server.'),
    ).toBeVisible()
    await expect(within(dialog).getByRole('radio', { name: 'Spam' })).toBeChecked()
    await expect(within(dialog).getByLabelText('What is wrong (optional)')).toHaveValue('Copied')
  },
})
