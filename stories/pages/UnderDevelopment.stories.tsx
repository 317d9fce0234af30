import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { UnderDevelopment } from '@/features/pages/under-development'

const meta = {
  title: 'Pages/UnderDevelopment',
  component: UnderDevelopment,
  args: { title: 'Documentation' },
} satisfies Meta<typeof UnderDevelopment>
export default meta
type Story = StoryObj<typeof meta>

export const Documentation: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      args.title,
    )
  },
}
export const Settings: Story = { args: { title: 'Settings' } }
