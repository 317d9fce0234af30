import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { FundedList } from '@/features/investor/funded-list'
import { TopTen } from '@/features/investor/top-ten'
import { failing, loading } from '../support/overrides'

const meta = { title: 'Investor/Pages' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Funded: Story = {
  render: () => <FundedList uid="seed-investor-01" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Total invested/)).toBeVisible()
  },
}
export const FundedEmpty: Story = { render: () => <FundedList uid="story-new-founder" /> }
export const FundedLoading: Story = {
  beforeEach: ({ msw }) => msw.use(loading('payments/history/:uid')),
  render: () => <FundedList uid="seed-investor-01" />,
}
export const FundedFailed: Story = {
  beforeEach: ({ msw }) => msw.use(failing('payments/history/:uid')),
  render: () => <FundedList uid="seed-investor-01" />,
}
export const TopStartups: Story = {
  render: () => <TopTen />,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Top startups' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10)
  },
}
export const TopStartupsLoading: Story = {
  beforeEach: ({ msw }) => msw.use(loading('startups/explore')),
  render: () => <TopTen />,
}
