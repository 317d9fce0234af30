import { expect, within } from 'storybook/test'
import { StartupUpdates } from '@/features/startup/startup-updates'
import { failing } from '../support/overrides'
import preview from '#.storybook/preview'

/** A startup page's updates, newest first. */
const meta = preview.meta({
  component: StartupUpdates,
  args: { startupId: 'chai-credit' },
})

export const TwoUpdates = meta.story({
  play: async ({ canvasElement }) => {
    const titles = await within(canvasElement).findAllByRole('heading', { level: 3 })
    await expect(titles.map((title) => title.textContent)).toEqual([
      'Two thousand shops on the app',
      'A bank partner for larger loans',
    ])
  },
})
export const NoneYet = meta.story({ args: { startupId: 'gaadi-go' } })
export const Failed = meta.story({
  beforeEach: ({ msw }) => msw.use(failing('startups/updates/:id')),
})
