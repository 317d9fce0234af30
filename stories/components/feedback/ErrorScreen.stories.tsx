import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ErrorScreen } from '@/components/feedback/error-screen'

const meta = {
  title: 'Components/Feedback/ErrorScreen',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: { error: new Error('Cannot read properties of undefined'), reset: fn() },
  argTypes: { error: { control: false } },
} satisfies Meta<typeof ErrorScreen>
export default meta
type Story = StoryObj<typeof meta>

export const UnexpectedError: Story = {}
