import type { Meta, StoryObj } from '@storybook/react-vite'
import { ColorModeButton } from '@/components/ui/color-mode-button'

const meta = {
  title: 'Components/UI/ColorModeButton',
  component: ColorModeButton,
} satisfies Meta<typeof ColorModeButton>
export default meta
type Story = StoryObj<typeof meta>

export const Light: Story = {}
export const Dark: Story = { globals: { theme: 'dark' } }
