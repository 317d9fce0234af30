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
    // ₹2,500 of the ₹25,00,000 asked for 10 % of the company.
    await expect(canvas.getByText('0.01%')).toBeVisible()
    await expect(
      canvas.getByText("At the raise's terms: 10% of PadhoPal for ₹25,00,000"),
    ).toBeVisible()
  },
})
/** A cancelled investment bought nothing: no stake is shown. */
export const Cancelled = meta.story({
  args: { paymentId: 'dhun-box' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Receipt' })).toBeVisible()
    await expect(canvas.getAllByText('Cancelled')[0]).toBeVisible()
    await expect(canvas.queryByText('Implied stake')).toBeNull()
  },
})
/**
 * Refunded when its all-or-nothing raise closed short of target: the original payment stays,
 * with when it was refunded and the refund's reference.
 */
export const Refunded = meta.story({
  args: { paymentId: 'short-samosa' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Receipt' })).toBeVisible()
    await expect(canvas.getAllByText('Refunded')[0]).toBeVisible()
    await expect(canvas.getByText('RF-short-samosa')).toBeVisible()
    await expect(
      canvas.getByText(/^Refunded on .+: the raise closed short of its target$/),
    ).toBeVisible()
    await expect(canvas.queryByText('Implied stake')).toBeNull()
  },
})
export const NotFound = meta.story({ args: { paymentId: 'no-such-payment' } })
