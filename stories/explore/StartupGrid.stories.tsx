import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { startupSchema } from '@/domain/startup'
import { StartupGrid } from '@/features/explore/startup-grid'
import { generatedStartups } from './generated'

/** The grid alone: the cards in one to three columns with the screen's width. */
const meta = {
  title: 'Explore/StartupGrid',
  component: StartupGrid,
  args: { startups: generatedStartups(6).map((s) => startupSchema.parse(s)) },
  argTypes: { startups: { control: false } },
} satisfies Meta<typeof StartupGrid>
export default meta
type Story = StoryObj<typeof meta>

export const SixCards: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Startups' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6)
  },
}
export const OnAPhone: Story = { globals: { viewport: { value: 'mobile1' } } }
