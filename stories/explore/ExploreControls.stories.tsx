import { expect, fn, userEvent, within } from 'storybook/test'
import { ExploreControls } from '@/features/explore/explore-controls'
import { controlled } from '../support/controlled'
import preview from '#.storybook/preview'

/** Search, domain, sort (and the optional extensions' filters) above the explore list. */
const meta = preview.meta({
  component: ExploreControls,
  args: {
    search: { q: 'solar' },
    onChange: fn(),
    startOpen: false,
    closingDates: false,
    canFollow: false,
  },
  argTypes: { search: { control: 'object' } },
  render: controlled(ExploreControls, 'search', 'onChange'),
})

export const Desktop = meta.story({
  play: async ({ canvasElement, args }) => {
    const search = within(canvasElement).getByRole('searchbox')
    await expect(search).toHaveValue('solar')
    await userEvent.type(search, ' pumps')
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ q: 'solar pumps' }),
    )
  },
})
/** With the optional extensions: closing dates and following. */
export const WithExtensions = meta.story({ args: { closingDates: true, canFollow: true } })
/** On a phone the controls fold behind 'Filters', which says how many are set. */
export const FoldedOnAPhone = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  args: { search: { q: 'solar', domain: 'Agriculture' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Filters (2)' })).toBeVisible()
    // 'Reset filters' sets every filter back at once, without opening them.
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ q: undefined, domain: undefined, sort: undefined }),
    )
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Reset filters' })).toBeNull()
  },
})
export const OpenedOnAPhone = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  args: { startOpen: true },
})
