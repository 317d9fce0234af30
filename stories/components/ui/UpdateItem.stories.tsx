import { expect, within } from 'storybook/test'
import { UpdateItem } from '@/components/ui/update-item'
import preview from '#.storybook/preview'

const DAY = 86_400_000

/** One founder's update: title, when, and its text in markdown. */
const meta = preview.meta({
  component: UpdateItem,
  args: {
    update: {
      _id: 'u1',
      startupid: 'chai-credit',
      title: 'Two thousand shops on the app',
      body: 'We crossed **2,000 kirana stores**.\n\n- Repayment rate: 97%\n- New city: Pune',
      createdAt: new Date(Date.now() - 3 * DAY).toISOString(),
    },
  },
})

export const OneUpdate = meta.story({
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('article', { name: 'Two thousand shops on the app' }),
    ).toBeVisible()
  },
})
