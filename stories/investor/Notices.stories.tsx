import { Notices } from '@/features/investor/notices'
import preview from '#.storybook/preview'

/** What the investor should know today: closing dates, cooling-off ending, answers. */
const meta = preview.meta({
  component: Notices,
  args: { uid: 'seed-investor-01' },
})

export const InvestorNotices = meta.story()
