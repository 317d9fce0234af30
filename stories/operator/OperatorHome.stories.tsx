import { expect, within } from 'storybook/test'
import { OperatorHome } from '@/features/operator/operator-home'
import { answering } from '../support/overrides'
import { listing } from './fixtures'
import preview from '#.storybook/preview'

/** An operator's dashboard home: how many listings wait, the queue and the record. */
const meta = preview.meta({ component: OperatorHome, parameters: { user: 'operator' } })

export const ThreeWaiting = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(answering('operator/review', { startups: [listing(1), listing(2), listing(3)] })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('3 startups wait for review')).toBeVisible()
  },
})
export const NothingWaiting = meta.story()
export const NothingWaitingDark = meta.story({ globals: { theme: 'dark' } })
