import { expect, fn, within } from 'storybook/test'
import { Receipt } from '@/features/startup/receipt'
import preview from '#.storybook/preview'

/** What the invest dialog leaves on the page after a payment. */
const meta = preview.meta({
  component: Receipt,
  args: {
    receipt: {
      startupName: 'PadhoPal',
      amount: 5000,
      time: '2026-11-22T10:15:00.000Z',
      reference: '6f1c2a9e8b7d4c3a2b1e0f9d',
    },
    onClose: fn(),
  },
  argTypes: { receipt: { control: 'object' } },
})

export const PaymentReceipt = meta.story({
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Payment receipt' }),
    ).toHaveTextContent('₹5,000')
  },
})
