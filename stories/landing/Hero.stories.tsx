import type { Meta, StoryObj } from '@storybook/react-vite'
import { Hero } from '@/features/landing/landing-sections'

const meta = {
  title: 'Landing/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
} satisfies Meta<typeof Hero>
export default meta
type Story = StoryObj<typeof meta>

export const SignedOut: Story = {}
export const SignedIn: Story = { parameters: { user: 'investor' } }
