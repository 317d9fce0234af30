import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { CancelInvestment } from '@/features/investor/cancel-investment'
import { FundedList } from '@/features/investor/funded-list'
import { PaymentStatusLine } from '@/features/investor/payment-status'
import { ReceiptPage } from '@/features/investor/receipt-page'
import { TopTen } from '@/features/investor/top-ten'
import { fundingRecord } from '@/test/fundings'
import { answering, failing, loading } from '../support/overrides'

const meta = { title: 'Investor/Pages' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Funded: Story = {
  render: () => <FundedList uid="seed-investor-01" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Total invested/)).toBeVisible()
  },
}
export const FundedEmpty: Story = { render: () => <FundedList uid="story-new-founder" /> }
export const FundedLoading: Story = {
  beforeEach: ({ msw }) => msw.use(loading('payments/history/:uid')),
  render: () => <FundedList uid="seed-investor-01" />,
}
export const FundedFailed: Story = {
  beforeEach: ({ msw }) => msw.use(failing('payments/history/:uid')),
  render: () => <FundedList uid="seed-investor-01" />,
}
export const TopStartups: Story = {
  render: () => <TopTen />,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Top startups' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10)
  },
}
export const TopStartupsLoading: Story = {
  beforeEach: ({ msw }) => msw.use(loading('startups/explore')),
  render: () => <TopTen />,
}

const withStatuses = answering('payments/history/:uid', {
  data: [
    fundingRecord('padho-pal', 'PadhoPal', 2500, 3),
    fundingRecord('dhun-box', 'DhunBox', 900, 5, { cancelled: true }),
    fundingRecord('chai-credit', 'ChaiCredit', 12000, 80),
  ],
})

/** Cooling-off: where each investment stands, and 'Cancel investment' while it can be. */
export const FundedWithCoolingOff: Story = {
  beforeEach: ({ msw }) => msw.use(withStatuses),
  render: () => <FundedList uid="seed-investor-01" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/^Cancellable until /)).toBeVisible()
    await expect(canvas.getByText('Cancelled')).toBeVisible()
    await expect(canvas.getByText('Confirmed')).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Cancel investment' })).toHaveLength(1)
    // A cancelled investment counts for nothing in the total.
    await expect(canvas.getByText(/Total invested/)).toHaveTextContent('₹14,500')
  },
}

export const CancelConfirmation: Story = {
  parameters: { a11y: { context: { include: ['[role=alertdialog]'] } } },
  render: () => (
    <CancelInvestment
      uid="seed-investor-01"
      paymentId="p1"
      amount={3000}
      startupName="PadhoPal"
      startupId="padho-pal"
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel investment' }))
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Cancel this investment?',
    })
    await expect(dialog).toHaveTextContent('Cancel your investment of ₹3,000 in PadhoPal?')
  },
}

export const PaymentStatuses: Story = {
  render: () => {
    const now = Date.now()
    return (
      <>
        <PaymentStatusLine paymentData={fundingRecord('a', 'A', 1, 3).paymentData} now={now} />
        <PaymentStatusLine paymentData={fundingRecord('b', 'B', 1, 80).paymentData} now={now} />
      </>
    )
  },
}

export const Receipt: Story = {
  beforeEach: ({ msw }) => msw.use(withStatuses),
  render: () => <ReceiptPage uid="seed-investor-01" paymentId="padho-pal" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Receipt' })).toBeVisible()
    await expect(canvas.getByText('₹2,500')).toBeVisible()
  },
}
export const ReceiptNotFound: Story = {
  beforeEach: ({ msw }) => msw.use(withStatuses),
  render: () => <ReceiptPage uid="seed-investor-01" paymentId="no-such-payment" />,
}
