import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within, waitFor } from 'storybook/test'
import { startupSchema } from '@/domain/startup'
import { DownloadReport } from '@/features/startup/download-report'
import { FundingProgress } from '@/components/ui/funding-progress'
import { InvestDialog } from '@/features/startup/invest-dialog'
import { Markdown } from '@/components/ui/markdown'
import { Receipt } from '@/features/startup/receipt'
import { RiskCheck } from '@/features/startup/risk-check'
import { PublicStartupPage } from '@/features/startup/public-startup-page'
import { StartupDetail } from '@/features/startup/startup-detail'
import { answering, failing, loading } from '../support/overrides'

const meta = { title: 'Investor/Startup detail' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const INVESTOR = 'seed-investor-01'
const padhoPal = startupSchema.parse({
  _id: 'padho-pal',
  name: 'PadhoPal',
  slogan: 'A maths tutor on every feature phone',
  fundsRecieved: 95000,
  fundsRequired: 1200000,
})

export const Detail: Story = { render: () => <StartupDetail id="chai-credit" uid={INVESTOR} /> }
/** A founder's own page as investors see it: no investing, a note saying so. */
export const PreviewForTheFounder: Story = {
  render: () => <StartupDetail id="chai-credit" view="preview" />,
}
/** The public page (/s/{id}) as a signed-out visitor sees it: 'Sign up to invest'. */
export const PublicPage: Story = {
  parameters: { layout: 'fullscreen', user: 'signed-out' },
  render: () => <PublicStartupPage id="chai-credit" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Sign up to invest' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Invest Now' })).not.toBeInTheDocument()
  },
}
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(loading('startups/data/:id')),
  render: () => <StartupDetail id="chai-credit" uid={INVESTOR} />,
}
export const Failed: Story = {
  beforeEach: ({ msw }) => msw.use(failing('startups/data/:id')),
  render: () => <StartupDetail id="chai-credit" uid={INVESTOR} />,
}
export const NotFound: Story = {
  render: () => <StartupDetail id="no-such-startup" uid={INVESTOR} />,
}

export const InvestAmountStep: Story = {
  // With the dialog open the page behind it is inert under a backdrop: check the dialog itself.
  parameters: { a11y: { context: { include: ['[role=dialog]'] } } },
  render: () => <InvestDialog startup={padhoPal} uid={INVESTOR} onInvested={() => undefined} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Invest Now' }))
    const dialog = await within(document.body).findByRole('dialog', { name: 'Invest in PadhoPal' })
    await waitFor(() => expect(within(dialog).getByLabelText('Amount')).toBeVisible())
  },
}
/** Opens the dialog, types an amount and asks for a code; returns the dialog. */
async function askForCode(context: Parameters<NonNullable<Story['play']>>[0], amount: string) {
  await InvestAmountStep.play!(context)
  const dialog = within(await within(document.body).findByRole('dialog'))
  await userEvent.type(dialog.getByLabelText('Amount'), amount)
  await userEvent.click(dialog.getByRole('button', { name: 'Get OTP' }))
  return dialog
}

/**
 * Before an investor's first code (risk check, optional extension): the risks in plain words,
 * and no code until 'I understand the risks' is ticked.
 */
export const InvestRiskCheck: Story = {
  ...InvestAmountStep,
  beforeEach: ({ msw }) =>
    msw.use(
      answering(`users/getuser/${INVESTOR}`, {
        exists: true,
        role: 'investor',
        riskAcknowledgedAt: null,
      }),
    ),
  play: async (context) => {
    await InvestAmountStep.play!(context)
    const dialog = within(await within(document.body).findByRole('dialog'))
    await expect(await dialog.findByRole('heading', { name: 'Before you invest' })).toBeVisible()
    await userEvent.type(dialog.getByLabelText('Amount'), '5000')
    await userEvent.click(dialog.getByRole('button', { name: 'Get OTP' }))
    await expect(await dialog.findByText("Tick 'I understand the risks' to continue")).toBeVisible()
    await expect(dialog.queryByLabelText('OTP')).toBeNull()
  },
}

export const InvestAmountTooLarge: Story = {
  ...InvestAmountStep,
  play: async (context) => {
    const dialog = await askForCode(context, '99999999')
    await expect(await dialog.findByText('You can invest at most ₹11,05,000')).toBeVisible()
  },
}
export const InvestCodeStep: Story = {
  ...InvestAmountStep,
  play: async (context) => {
    const dialog = await askForCode(context, '5000')
    await expect(await dialog.findByLabelText('OTP')).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    )
    // The amount the code is for reads as locked, with a way to change it.
    await expect(dialog.getByTestId('locked-amount')).toHaveTextContent('₹5,000')
    await expect(dialog.getByRole('button', { name: 'Change amount' })).toBeVisible()
  },
}
/** 'Change amount' voids the code: back to the amount step, the amount kept. */
export const InvestChangeAmount: Story = {
  ...InvestAmountStep,
  play: async (context) => {
    await InvestCodeStep.play!(context)
    const dialog = within(await within(document.body).findByRole('dialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Change amount' }))
    await expect(dialog.getByLabelText('Amount')).toBeVisible()
    await expect(dialog.queryByLabelText('OTP')).toBeNull()
    await expect(dialog.getByRole('button', { name: 'Get OTP' })).toBeVisible()
  },
}
export const InvestCodeRequestFails: Story = {
  ...InvestAmountStep,
  beforeEach: ({ msw }) => msw.use(failing('payments/getotp', 'post')),
  play: async (context) => {
    const dialog = await askForCode(context, '5000')
    await expect(await dialog.findByText('Something went wrong on the server.')).toBeVisible()
  },
}

export const Progress: Story = {
  render: () => <FundingProgress received={950000} required={2500000} />,
}
export const Description: Story = {
  render: () => (
    <Markdown>
      {
        '## Why now\n\n- **1,200** farms\n- 31% less water\n\n[Our site](https://example.com) · [bad](javascript:alert(1))'
      }
    </Markdown>
  ),
}
export const PaymentReceipt: Story = {
  render: () => (
    <Receipt
      receipt={{
        startupName: 'PadhoPal',
        amount: 5000,
        time: '2026-11-22T10:15:00.000Z',
        reference: '6f1c2a9e8b7d4c3a2b1e0f9d',
      }}
      onClose={() => undefined}
    />
  ),
}
export const ReportLink: Story = {
  render: () => <DownloadReport url="/sample-report.pdf" name="PadhoPal" />,
}

export const DetailDark: Story = {
  globals: { theme: 'dark' },
  render: () => <StartupDetail id="chai-credit" uid={INVESTOR} />,
}

/** The risks and the box, as the invest dialog shows them; with the message when not ticked. */
export const RiskCheckBox: Story = {
  render: () => <RiskCheck ticked={false} error={null} onTick={() => undefined} />,
}
export const RiskCheckNotTicked: Story = {
  render: () => (
    <RiskCheck
      ticked={false}
      error="Tick 'I understand the risks' to continue"
      onTick={() => undefined}
    />
  ),
}
