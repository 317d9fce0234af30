import { expect, within } from 'storybook/test'
import { UpdatedLabel } from '@/components/ui/updated-label'
import preview from '#.storybook/preview'

const DAY = 86_400_000

/** 'Updated 3 days ago' on cards and pages; nothing when there has been no update. */
const meta = preview.meta({
  component: UpdatedLabel,
  args: { lastUpdateAt: new Date(Date.now() - 3 * DAY).toISOString() },
  argTypes: { lastUpdateAt: { control: 'text' } },
})

export const ThreeDaysAgo = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Updated 3 days ago')).toBeVisible()
  },
})
export const NeverUpdated = meta.story({
  args: { lastUpdateAt: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/^Updated/)).toBeNull()
  },
})
