import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { FundingsList } from '@/features/founder/fundings-list'
import { failing, loading } from '../support/overrides'

/** /dashboard/fundings: who funded the founder's startup, with 'Export CSV'. */
const meta = {
  title: 'Founder/FundingsList',
  component: FundingsList,
  parameters: { user: 'founder' },
  args: { uid: 'seed-founder-06' },
} satisfies Meta<typeof FundingsList>
export default meta
type Story = StoryObj<typeof meta>

export const Fundings: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Export CSV' }),
    ).toBeVisible()
  },
}
export const Empty: Story = {
  parameters: { user: 'newFounder' },
  args: { uid: 'story-new-founder' },
}
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(loading('payments/history/:uid')) }
export const Failed: Story = { beforeEach: ({ msw }) => msw.use(failing('payments/history/:uid')) }
