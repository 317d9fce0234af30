import type { Meta, StoryObj } from '@storybook/react-vite'
import { Notices } from '@/features/investor/notices'

/** What the investor should know today: closing dates, cooling-off ending, answers. */
const meta = {
  title: 'Investor/Notices',
  component: Notices,
  args: { uid: 'seed-investor-01' },
} satisfies Meta<typeof Notices>
export default meta
type Story = StoryObj<typeof meta>

export const InvestorNotices: Story = {}
