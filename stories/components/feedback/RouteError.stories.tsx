import type { Meta, StoryObj } from '@storybook/react-vite'
import { ApiError } from '@/api/api-error'
import { RouteError } from '@/components/feedback/route-error'

/** A guarded screen whose loading failed. */
const meta = {
  title: 'Components/Feedback/RouteError',
  component: RouteError,
  parameters: { layout: 'fullscreen' },
  args: {
    error: new ApiError(
      500,
      'server',
      'Something went wrong on the server. Try again in a moment.',
    ),
  },
  argTypes: { error: { control: false } },
} satisfies Meta<typeof RouteError>
export default meta
type Story = StoryObj<typeof meta>

export const GuardedScreenFailed: Story = {}
export const SomethingElse: Story = { args: { error: new Error('Unexpected') } }
