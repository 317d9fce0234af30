import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ReceiptPage } from '@/features/investor/receipt-page'
import { withStatuses } from './fundings'

/** /dashboard/funded/{id}: one investment's receipt. */
const meta = {
  title: 'Investor/ReceiptPage',
  component: ReceiptPage,
  beforeEach: ({ msw }) => msw.use(withStatuses),
  args: { uid: 'seed-investor-01', paymentId: 'padho-pal' },
} satisfies Meta<typeof ReceiptPage>
export default meta
type Story = StoryObj<typeof meta>

export const Receipt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Receipt' })).toBeVisible()
    await expect(canvas.getByText('₹2,500')).toBeVisible()
  },
}
export const NotFound: Story = { args: { paymentId: 'no-such-payment' } }
