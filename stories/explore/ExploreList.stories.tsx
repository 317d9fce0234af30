import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ExploreList } from '@/features/explore/explore-list'
import { controlled } from '../support/controlled'
import { answering, failing, loading } from '../support/overrides'
import { generatedStartups } from './generated'
import preview from '#.storybook/preview'

/** /dashboard/explore's list: search, filters, sorting and the cards, as the URL holds them. */
const meta = preview.meta({
  component: ExploreList,
  args: { search: {}, onSearchChange: fn() },
  argTypes: {
    search: { control: 'object' },
    uid: { control: 'inline-radio', options: [undefined, 'seed-investor-01'] },
  },
  // The list holds its search in state here, as the route holds it in the URL.
  render: controlled(ExploreList, 'search', 'onSearchChange'),
})

export const Populated = meta.story({
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Startups' })
    // The first screenful comes first; the rest of the page right after.
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(12),
    )
  },
})
export const FilteredToFinance = meta.story({
  args: { search: { domain: 'Finance', sort: 'closest-to-goal' } },
})
/** Nothing matches: 'Clear filters' brings every startup back, the sort kept. */
export const NoMatches = meta.story({
  args: { search: { q: 'zzz', domain: 'Finance', sort: 'newest' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/No startups match your search/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }))
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ sort: 'newest' })
    await expect(await canvas.findByRole('list', { name: 'Startups' })).toBeVisible()
  },
})
export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(loading('startups/explore')) })
export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(answering('startups/explore', { message: [] })),
})
export const Failed = meta.story({
  beforeEach: ({ msw }) => msw.use(failing('startups/explore')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible()
  },
})

/** Explore's 'Following' view: only the startups the investor follows. */
export const Following = meta.story({
  args: { uid: 'seed-investor-01', search: { following: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('1 startup you follow')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Following' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
})

/** 2,000 startups: only the cards near the screen exist, and scrolling reaches the last one. */
export const TwoThousandStartups = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(answering('startups/explore', { message: generatedStartups(2000) })),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Startups' })
    const items = () => within(list).getAllByRole('listitem')
    await waitFor(() => expect(items().length).toBeGreaterThan(0))
    await expect(items().length).toBeLessThan(100)
    await expect(items()[0]).toHaveAttribute('aria-setsize', '2000')
    // Most funded first: the last generated startup leads, the first one ends the list.
    window.scrollTo(0, document.documentElement.scrollHeight)
    await waitFor(() =>
      expect(within(list).getByRole('link', { name: 'KrishiLabs 1' })).toBeVisible(),
    )
    await expect(items().length).toBeLessThan(100)
  },
})
