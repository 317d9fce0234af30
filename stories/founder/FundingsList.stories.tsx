import { expect, within } from 'storybook/test'
import { FundingsList } from '@/features/founder/fundings-list'
import { failing, loading } from '../support/overrides'
import preview from '#.storybook/preview'

/** /dashboard/fundings: who funded the founder's startup, with 'Export CSV'. */
const meta = preview.meta({
  component: FundingsList,
  parameters: { user: 'founder' },
  args: { uid: 'seed-founder-06' },
})

export const Fundings = meta.story({
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Export CSV' }),
    ).toBeVisible()
  },
})
export const Empty = meta.story({
  parameters: { user: 'newFounder' },
  args: { uid: 'story-new-founder' },
})
export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(loading('payments/history/:uid')),
})
export const Failed = meta.story({
  beforeEach: ({ msw }) => msw.use(failing('payments/history/:uid')),
})
