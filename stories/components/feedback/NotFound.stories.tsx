import type { Meta, StoryObj } from '@storybook/react-vite'
import { NotFound } from '@/components/feedback/not-found'

const meta = {
  title: 'Components/Feedback/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>
export default meta
type Story = StoryObj<typeof meta>

export const PageNotFound: Story = {}
