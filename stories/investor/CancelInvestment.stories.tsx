import { expect, userEvent, within } from 'storybook/test'
import { CancelInvestment } from '@/features/investor/cancel-investment'
import preview from '#.storybook/preview'

/** 'Cancel investment' within the cooling-off window, asked first. */
const meta = preview.meta({
  component: CancelInvestment,
  parameters: { a11y: { context: { include: ['[role=alertdialog]'] } } },
  args: {
    uid: 'seed-investor-01',
    paymentId: 'p1',
    amount: 3000,
    startupName: 'PadhoPal',
    startupId: 'padho-pal',
  },
  argTypes: { amount: { control: { type: 'number', min: 1 } } },
})

export const Confirmation = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel investment' }))
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Cancel this investment?',
    })
    await expect(dialog).toHaveTextContent('Cancel your investment of ₹3,000 in PadhoPal?')
  },
})
