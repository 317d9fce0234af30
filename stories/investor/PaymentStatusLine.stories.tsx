import { expect, within } from 'storybook/test'
import { PaymentStatusLine } from '@/features/investor/payment-status'
import { fundingRecord } from '@/test/fundings'
import preview from '#.storybook/preview'

const now = Date.now()

/** Where an investment stands: cancellable until …, cancelled, or confirmed. */
const meta = preview.meta({
  component: PaymentStatusLine,
  args: { paymentData: fundingRecord('a', 'A', 1, 3).paymentData, now },
  argTypes: { paymentData: { control: 'object' }, now: { control: 'date' } },
})

export const Cancellable = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Cancellable until /)).toBeVisible()
  },
})
export const Confirmed = meta.story({
  args: { paymentData: fundingRecord('b', 'B', 1, 80).paymentData },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Confirmed')).toBeVisible()
  },
})
export const Cancelled = meta.story({
  args: { paymentData: fundingRecord('c', 'C', 1, 5, { cancelled: true }).paymentData },
})
