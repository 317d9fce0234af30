import { expect, within } from 'storybook/test'
import { FundedList } from '@/features/investor/funded-list'
import { failing, loading } from '../support/overrides'
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

/** Cooling-off: where each investment stands, and 'Cancel investment' while it can be. */
export const WithCoolingOff = meta.story({
  beforeEach: ({ msw }) => msw.use(withStatuses),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/^Cancellable until /)).toBeVisible()
    await expect(canvas.getByText('Cancelled')).toBeVisible()
    await expect(canvas.getByText('Confirmed')).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Cancel investment' })).toHaveLength(1)
    // A cancelled investment counts for nothing in the total.
    await expect(canvas.getByText(/Total invested/)).toHaveTextContent('₹14,500')
  },
})
