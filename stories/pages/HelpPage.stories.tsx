import type { Meta, StoryObj } from '@storybook/react-vite'
import { HelpPage } from '@/features/pages/help-page'

const meta = {
  title: 'Pages/HelpPage',
  component: HelpPage,
  parameters: { user: 'signed-out' },
} satisfies Meta<typeof HelpPage>
export default meta
type Story = StoryObj<typeof meta>

export const Help: Story = {}
