import type { Meta, StoryObj } from '@storybook/react-vite'
import { Footer } from '@/features/landing/landing-sections'

const meta = {
  title: 'Landing/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
} satisfies Meta<typeof Footer>
export default meta
type Story = StoryObj<typeof meta>

export const PageFooter: Story = {}
