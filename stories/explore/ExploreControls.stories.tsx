import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { ExploreSearch } from '@/domain/explore'
import { ExploreControls } from '@/features/explore/explore-controls'

/** Search, domain, sort (and the optional extensions' filters) above the explore list. */
const meta = {
  title: 'Explore/ExploreControls',
  component: ExploreControls,
  args: {
    search: { q: 'solar' },
    onChange: fn(),
    startOpen: false,
    closingDates: false,
    canFollow: false,
  },
  argTypes: { search: { control: 'object' } },
  render: function Controls(args) {
    const [search, setSearch] = useState<ExploreSearch>(args.search)
    return (
      <ExploreControls
        {...args}
        search={search}
        onChange={(next) => {
          setSearch(next)
          args.onChange(next)
        }}
      />
    )
  },
} satisfies Meta<typeof ExploreControls>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const search = within(canvasElement).getByRole('searchbox')
    await expect(search).toHaveValue('solar')
    await userEvent.type(search, ' pumps')
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ q: 'solar pumps' }),
    )
  },
}
/** With the optional extensions: closing dates and following. */
export const WithExtensions: Story = { args: { closingDates: true, canFollow: true } }
/** On a phone the controls fold behind 'Filters', which says how many are set. */
export const FoldedOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { search: { q: 'solar', domain: 'Agriculture' } },
}
export const OpenedOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { startOpen: true },
}
