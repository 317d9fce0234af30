import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { FollowingList } from '@/features/explore/following-list'
import { answering } from '../support/overrides'

/** Explore's 'Following' view: the startups the investor follows, or how to follow one. */
const meta = {
  title: 'Explore/FollowingList',
  component: FollowingList,
  args: { uid: 'seed-investor-01', view: {} },
  argTypes: { view: { control: 'object' } },
} satisfies Meta<typeof FollowingList>
export default meta
type Story = StoryObj<typeof meta>

export const OneFollowed: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1 startup you follow')).toBeVisible()
  },
}
export const None: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answering('users/getuser/:uid', {
        exists: true,
        role: 'investor',
        riskAcknowledgedAt: null,
        following: [],
      }),
    ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/You don't follow any startups yet/),
    ).toBeVisible()
  },
}
