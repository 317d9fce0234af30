import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LoadingScreen } from '@/components/feedback/loading-screen'

const meta = {
  title: 'Components/Feedback/LoadingScreen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Loading Seedling…' },
} satisfies Meta<typeof LoadingScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(String(args.label))
  },
}
