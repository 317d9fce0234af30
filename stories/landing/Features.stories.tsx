import type { Meta, StoryObj } from '@storybook/react-vite'
import { Features } from '@/features/landing/landing-sections'

const meta = {
  title: 'Landing/Features',
  component: Features,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
} satisfies Meta<typeof Features>
export default meta
type Story = StoryObj<typeof meta>

export const FeatureBlurbs: Story = {}
