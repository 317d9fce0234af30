import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { TopTen } from '@/features/investor/top-ten'
import { loading } from '../support/overrides'

/** /dashboard/top: the ten most funded startups. */
const meta = { title: 'Investor/TopTen', component: TopTen } satisfies Meta<typeof TopTen>
export default meta
type Story = StoryObj<typeof meta>

export const TopStartups: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Top startups' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10)
  },
}
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(loading('startups/explore')) }
