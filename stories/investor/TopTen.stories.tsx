import { expect, within } from 'storybook/test'
import { TopTen } from '@/features/investor/top-ten'
import { loading } from '../support/overrides'
import preview from '#.storybook/preview'

/** /dashboard/top: the ten most funded startups. */
const meta = preview.meta({ component: TopTen })

export const TopStartups = meta.story({
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Top startups' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10)
  },
})
export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(loading('startups/explore')) })
