import { expect, within } from 'storybook/test'
import { FundedList } from '@/features/investor/funded-list'
import { fundingRecord } from '@/test/fundings'
import { answering, failing, loading } from '../support/overrides'
import { withStatuses } from './fundings'
import preview from '#.storybook/preview'

/** /dashboard/funded: what the investor funded, their total and each investment's state. */
const meta = preview.meta({
  component: FundedList,
  args: { uid: 'seed-investor-01' },
})

export const Funded = meta.story({
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Total invested/)).toBeVisible()
  },
})
export const Empty = meta.story({ args: { uid: 'story-new-founder' } })
export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(loading('payments/history/:uid')),
})
export const Failed = meta.story({
  beforeEach: ({ msw }) => msw.use(failing('payments/history/:uid')),
})

/**
 * Cooling-off and the close: where each investment stands, 'Cancel investment' while it can be,
 * and one refunded when its raise closed short.
 */
export const WithCoolingOff = meta.story({
  beforeEach: ({ msw }) => msw.use(withStatuses),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/^Cancellable until /)).toBeVisible()
    await expect(canvas.getByText('Cancelled')).toBeVisible()
    await expect(canvas.getByText('Confirmed')).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Cancel investment' })).toHaveLength(1)
    // Refunded at the close of a raise not funded: marked, with the refund's reference.
    await expect(canvas.getByText('Refunded')).toBeVisible()
    await expect(canvas.getByText('Ref. RF-short-samosa')).toBeVisible()
    // A cancelled or refunded investment counts for nothing in the total.
    await expect(canvas.getByText(/Total invested/)).toHaveTextContent('₹14,500')
  },
})

/**
 * A startup Seedling took down: the investment, its receipt and the total stay; its name is no
 * longer a link (the page is gone) and the reason shows where the slogan was.
 */
export const TakenDown = meta.story({
  beforeEach: ({ msw }) => {
    const down = fundingRecord('copy-cafe', 'Copy Cafe', 5000, 200)
    msw.use(
      answering('payments/history/:uid', {
        data: [
          {
            ...down,
            startupData: {
              ...down.startupData,
              takenDown:
                'Its report and photographs belong to another company; we are asking its founder for the real ones.',
            },
          },
          fundingRecord('chai-credit', 'ChaiCredit', 12000, 80),
        ],
      }),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/^Taken down by Seedling: Its report/)).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Copy Cafe' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'ChaiCredit' })).toBeVisible()
    await expect(canvas.getByText(/Total invested/)).toHaveTextContent('₹17,000')
  },
})
export const TakenDownDark = meta.story({ ...TakenDown.input, globals: { theme: 'dark' } })
