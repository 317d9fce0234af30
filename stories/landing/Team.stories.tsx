import type { Meta, StoryObj } from '@storybook/react-vite'
import { Team } from '@/features/landing/landing-sections'

const meta = {
  title: 'Landing/Team',
  component: Team,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
} satisfies Meta<typeof Team>
export default meta
type Story = StoryObj<typeof meta>

export const TheTeam: Story = {}
