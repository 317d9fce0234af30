import { expect, within } from 'storybook/test'
import { StartupGrowth } from '@/features/founder/startup-growth'
import preview from '#.storybook/preview'

/** /dashboard/viewyourstartup's Growth: the funding line and the figures beside it. */
const meta = preview.meta({
  component: StartupGrowth,
  parameters: { user: 'founder' },
  args: { uid: 'seed-founder-06' },
})

export const Growth = meta.story({
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: /Funds received over time/ }),
    ).toBeVisible()
  },
})
