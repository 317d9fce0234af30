import type { Meta, StoryObj } from '@storybook/react-vite'
import { UpdateFeed } from '@/features/investor/update-feed'

/** The latest updates from the startups the investor funded or follows. */
const meta = {
  title: 'Investor/UpdateFeed',
  component: UpdateFeed,
  args: { uid: 'seed-investor-01' },
} satisfies Meta<typeof UpdateFeed>
export default meta
type Story = StoryObj<typeof meta>

export const Feed: Story = {}
