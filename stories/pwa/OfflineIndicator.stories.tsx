import type { Meta, StoryObj } from '@storybook/react-vite'
import { OfflineIndicator } from '@/features/pwa/offline-indicator'

const meta = {
  title: 'PWA/OfflineIndicator',
  component: OfflineIndicator,
  args: { online: false },
} satisfies Meta<typeof OfflineIndicator>
export default meta
type Story = StoryObj<typeof meta>

export const Offline: Story = {}
