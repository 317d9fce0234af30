import { http, HttpResponse } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { startupSchema } from '@/domain/startup'
import { InvestDialog } from '@/features/startup/invest-dialog'
import { answering, failing } from '../support/overrides'
import preview from '#.storybook/preview'

const INVESTOR = 'seed-investor-01'

/** 'Invest Now': amount → one-time code → payment, all inside one dialog. */
const meta = preview.meta({
  component: InvestDialog,
  // With the dialog open the page behind it is inert under a backdrop: check the dialog itself.
  parameters: { a11y: { context: { include: ['[role=dialog]'] } } },
  args: {
    startup: startupSchema.parse({
      _id: 'padho-pal',
      name: 'PadhoPal',
      slogan: 'A maths tutor on every feature phone',
      fundsRecieved: 95000,
      fundsRequired: 1200000,
    }),
    uid: INVESTOR,
    onInvested: fn(),
  },
  argTypes: { startup: { control: 'object' } },
})

/** Opens the dialog with 'Invest Now'; returns it once its amount field shows. */
async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Invest Now' }))
  const dialog = await within(document.body).findByRole('dialog', { name: 'Invest in PadhoPal' })
  await waitFor(() => expect(within(dialog).getByLabelText('Amount')).toBeVisible())
  return within(dialog)
}
/** Opens the dialog, types an amount and asks for a code; returns the dialog. */
async function askForCode(canvasElement: HTMLElement, amount: string) {
  const dialog = await openDialog(canvasElement)
  await userEvent.type(dialog.getByLabelText('Amount'), amount)
  await userEvent.click(dialog.getByRole('button', { name: 'Get OTP' }))
  return dialog
}

export const AmountStep = meta.story({
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement)
  },
})

/**
 * Before an investor's first code (risk check, optional extension): the risks in plain words,
 * and no code until 'I understand the risks' is ticked.
 */
export const RiskCheckFirst = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      answering(`users/getuser/${INVESTOR}`, {
        exists: true,
        role: 'investor',
        riskAcknowledgedAt: null,
      }),
    ),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    await expect(await dialog.findByRole('heading', { name: 'Before you invest' })).toBeVisible()
    await userEvent.type(dialog.getByLabelText('Amount'), '5000')
    await userEvent.click(dialog.getByRole('button', { name: 'Get OTP' }))
    await expect(await dialog.findByText("Tick 'I understand the risks' to continue")).toBeVisible()
    await expect(dialog.queryByLabelText('OTP')).toBeNull()
  },
})

export const AmountTooLarge = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await askForCode(canvasElement, '99999999')
    await expect(await dialog.findByText('You can invest at most ₹11,05,000')).toBeVisible()
  },
})
export const CodeStep = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await askForCode(canvasElement, '5000')
    await expect(await dialog.findByLabelText('OTP')).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    )
    // The amount the code is for reads as locked, with a way to change it.
    await expect(dialog.getByTestId('locked-amount')).toHaveTextContent('₹5,000')
    await expect(dialog.getByRole('button', { name: 'Change amount' })).toBeVisible()
  },
})
/** 'Change amount' voids the code: back to the amount step, the amount kept. */
export const ChangeAmount = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await askForCode(canvasElement, '5000')
    await expect(await dialog.findByLabelText('OTP')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Change amount' }))
    await expect(dialog.getByLabelText('Amount')).toBeVisible()
    await expect(dialog.queryByLabelText('OTP')).toBeNull()
    await expect(dialog.getByRole('button', { name: 'Get OTP' })).toBeVisible()
  },
})
export const CodeRequestFails = meta.story({
  beforeEach: ({ msw }) => msw.use(failing('payments/getotp', 'post')),
  play: async ({ canvasElement }) => {
    const dialog = await askForCode(canvasElement, '5000')
    await expect(await dialog.findByText('Something went wrong on the server.')).toBeVisible()
  },
})
/**
 * The raise already has the 200 investors a private placement may take this financial year:
 * the 201st is told so before any code is sent, and the amount stays.
 */
export const InvestorLimitReached = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/api/payments/getotp', () =>
        HttpResponse.json(
          {
            error: {
              code: 'investor_limit',
              message: 'This raise has reached the 200 investors the law allows this year',
            },
          },
          { status: 409 },
        ),
      ),
    ),
  play: async ({ canvasElement }) => {
    const dialog = await askForCode(canvasElement, '5000')
    await expect(
      await dialog.findByText('This raise has reached the 200 investors the law allows this year'),
    ).toBeVisible()
    await expect(dialog.getByLabelText('Amount')).toHaveValue('5,000')
    await expect(dialog.queryByLabelText('OTP')).toBeNull()
  },
})
