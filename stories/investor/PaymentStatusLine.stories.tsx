import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PaymentStatusLine } from '@/features/investor/payment-status'
import { fundingRecord } from '@/test/fundings'

const now = Date.now()

/** Where an investment stands: cancellable until …, cancelled, or confirmed. */
const meta = {
  title: 'Investor/PaymentStatusLine',
  component: PaymentStatusLine,
  args: { paymentData: fundingRecord('a', 'A', 1, 3).paymentData, now },
  argTypes: { paymentData: { control: 'object' }, now: { control: 'date' } },
} satisfies Meta<typeof PaymentStatusLine>
export default meta
type Story = StoryObj<typeof meta>

export const Cancellable: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Cancellable until /)).toBeVisible()
  },
}
export const Confirmed: Story = {
  args: { paymentData: fundingRecord('b', 'B', 1, 80).paymentData },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Confirmed')).toBeVisible()
  },
}
export const Cancelled: Story = {
  args: { paymentData: fundingRecord('c', 'C', 1, 5, { cancelled: true }).paymentData },
}
