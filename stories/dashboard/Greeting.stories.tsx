import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Greeting } from '@/features/dashboard/greeting'

const meta = {
  title: 'Dashboard/Greeting',
  component: Greeting,
  args: { name: 'Meera Shah' },
} satisfies Meta<typeof Greeting>
export default meta
type Story = StoryObj<typeof meta>

export const Morning: Story = {
  args: { now: new Date('2026-11-22T09:00:00') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Good morning, Meera Shah',
    )
  },
}
export const Afternoon: Story = { args: { now: new Date('2026-11-22T14:00:00') } }
export const Evening: Story = { args: { now: new Date('2026-11-22T20:00:00') } }
