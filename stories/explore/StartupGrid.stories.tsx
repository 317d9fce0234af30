import { expect, within } from 'storybook/test'
import { startupSchema } from '@/domain/startup'
import { StartupGrid } from '@/features/explore/startup-grid'
import { generatedStartups } from './generated'
import preview from '#.storybook/preview'

/** The grid alone: the cards in one to three columns with the screen's width. */
const meta = preview.meta({
  component: StartupGrid,
  args: { startups: generatedStartups(6).map((s) => startupSchema.parse(s)) },
  argTypes: { startups: { control: false } },
})

export const SixCards = meta.story({
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Startups' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6)
  },
})
export const OnAPhone = meta.story({ globals: { viewport: { value: 'mobile1' } } })
