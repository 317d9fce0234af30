import { expect, within } from 'storybook/test'
import { ReceiptPage } from '@/features/investor/receipt-page'
import { withStatuses } from './fundings'
import preview from '#.storybook/preview'

/** /dashboard/funded/{id}: one investment's receipt. */
const meta = preview.meta({
  component: ReceiptPage,
  beforeEach: ({ msw }) => msw.use(withStatuses),
  args: { uid: 'seed-investor-01', paymentId: 'padho-pal' },
})

export const Receipt = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Receipt' })).toBeVisible()
    await expect(canvas.getByText('₹2,500')).toBeVisible()
  },
})
export const NotFound = meta.story({ args: { paymentId: 'no-such-payment' } })
