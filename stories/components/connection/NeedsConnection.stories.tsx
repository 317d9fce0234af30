import type { Meta, StoryObj } from '@storybook/react-vite'
import { NeedsConnection } from '@/components/connection/needs-connection'

/** Remote mode, no connection: invest and publicise say so and keep the input. */
const meta = {
  title: 'Components/Connection/NeedsConnection',
  component: NeedsConnection,
  args: { action: 'Investing', offline: true },
  argTypes: { action: { control: 'text' } },
} satisfies Meta<typeof NeedsConnection>
export default meta
type Story = StoryObj<typeof meta>

export const NeedsAConnection: Story = {}
export const Publicising: Story = { args: { action: 'Publicising' } }
