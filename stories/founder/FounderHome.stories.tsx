import type { Meta, StoryObj } from '@storybook/react-vite'
import { FounderHome } from '@/features/founder/founder-home'

/** A founder's dashboard home: publicise first, then the summary of the raise. */
const meta = {
  title: 'Founder/FounderHome',
  component: FounderHome,
  parameters: { user: 'founder' },
  args: { uid: 'seed-founder-06', state: 'active' },
  argTypes: {
    state: { control: 'inline-radio', options: [undefined, 'inactive', 'active', 'error'] },
  },
} satisfies Meta<typeof FounderHome>
export default meta
type Story = StoryObj<typeof meta>

export const Published: Story = {}
export const Loading: Story = { args: { state: undefined } }
export const NotPublished: Story = {
  parameters: { user: 'newFounder' },
  args: { uid: 'story-new-founder', state: 'inactive' },
}
export const Failed: Story = { args: { state: 'error' } }
