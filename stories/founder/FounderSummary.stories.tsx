import type { Meta, StoryObj } from '@storybook/react-vite'
import { FounderSummary } from '@/features/founder/founder-summary'

const meta = {
  title: 'Founder/FounderSummary',
  component: FounderSummary,
  parameters: { user: 'founder' },
  args: { uid: 'seed-founder-06' },
} satisfies Meta<typeof FounderSummary>
export default meta
type Story = StoryObj<typeof meta>

export const Summary: Story = {}
