import { expect, within } from 'storybook/test'
import { Notices } from '@/features/investor/notices'
import preview from '#.storybook/preview'

/** What the investor should know today: closing dates, cooling-off ending, answers. */
const meta = preview.meta({
  component: Notices,
  args: { uid: 'seed-investor-01' },
})

export const InvestorNotices = meta.story({
  play: async ({ canvasElement }) => {
    // 'Mark updates as read' reads as the button it is: framed, not plain text.
    const markRead = await within(canvasElement).findByRole('button', {
      name: 'Mark updates as read',
    })
    const frame = getComputedStyle(markRead)
    await expect(frame.borderTopWidth).not.toBe('0px')
    await expect(frame.borderTopColor).not.toBe('rgba(0, 0, 0, 0)')
  },
})
