import { expect, within } from 'storybook/test'
import { FollowingList } from '@/features/explore/following-list'
import { answering } from '../support/overrides'
import preview from '#.storybook/preview'

/** Explore's 'Following' view: the startups the investor follows, or how to follow one. */
const meta = preview.meta({
  component: FollowingList,
  args: { uid: 'seed-investor-01', view: {} },
  argTypes: { view: { control: 'object' } },
})

export const OneFollowed = meta.story({
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1 startup you follow')).toBeVisible()
  },
})
export const None = meta.story({
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
})
