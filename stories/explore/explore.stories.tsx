import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { scaleStartups } from '@mocks/data/seed-scale'
import type { ExploreSearch } from '@/domain/explore'
import { startupSchema } from '@/domain/startup'
import { ExploreControls } from '@/features/explore/explore-controls'
import { ExploreList } from '@/features/explore/explore-list'
import { StartupCard } from '@/features/explore/startup-card'
import { StartupGrid } from '@/features/explore/startup-grid'
import { answering, failing, loading } from '../support/overrides'

const meta = { title: 'Investor/Explore' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

function Explore({ initial = {} }: { initial?: ExploreSearch }) {
  const [search, setSearch] = useState<ExploreSearch>(initial)
  return <ExploreList search={search} onSearchChange={setSearch} />
}

export const Populated: Story = {
  render: () => <Explore />,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Startups' })
    // The first screenful comes first; the rest of the page right after.
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(12),
    )
  },
}
export const FilteredToFinance: Story = {
  render: () => <Explore initial={{ domain: 'Finance', sort: 'closest-to-goal' }} />,
}
export const NoMatches: Story = { render: () => <Explore initial={{ q: 'zzz' }} /> }
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(loading('startups/explore')),
  render: () => <Explore />,
}
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(answering('startups/explore', { message: [] })),
  render: () => <Explore />,
}
export const Failed: Story = {
  beforeEach: ({ msw }) => msw.use(failing('startups/explore')),
  render: () => <Explore />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
export const Controls: Story = {
  render: function ControlsStory() {
    const [search, setSearch] = useState<ExploreSearch>({ q: 'solar' })
    return <ExploreControls search={search} onChange={setSearch} />
  },
}
/** On a phone the controls fold behind 'Filters', which says how many are set. */
export const ControlsFoldedOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: function FoldedControls() {
    const [search, setSearch] = useState<ExploreSearch>({ q: 'solar', domain: 'Agriculture' })
    return <ExploreControls search={search} onChange={setSearch} />
  },
}
export const ControlsOpenedOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: function OpenedControls() {
    const [search, setSearch] = useState<ExploreSearch>({ q: 'solar' })
    return <ExploreControls search={search} onChange={setSearch} startOpen />
  },
}
export const Card: Story = {
  render: () => (
    <div style={{ maxWidth: 380 }}>
      <StartupCard
        startup={startupSchema.parse({
          _id: 'krishi-sense',
          name: 'KrishiSense',
          slogan: 'Soil sensors that tell farmers when to water',
          description:
            '## Water where it matters\n\nKrishiSense makes **solar-powered soil-moisture probes**.',
          logo: '/logos/krishi-sense.svg',
          fundsRecieved: 950000,
          fundsRequired: 2500000,
          username: 'Ravi Patil',
          stocks: 8,
          founded: '2021-06-14T00:00:00.000Z',
          domain: ['Agriculture', 'Construction', 'IT'],
        })}
      />
    </div>
  ),
}

const generated = (count: number) =>
  scaleStartups(count).map((s, i) => ({
    _id: s.slug,
    name: s.name,
    slogan: s.slogan,
    description: s.description,
    logo: `/logos/${s.logoSlug}.svg`,
    fundsRecieved: i * 10,
    fundsRequired: s.fundsRequired,
    username: s.founder,
    stocks: s.stocks,
    founded: s.founded,
    domain: s.domain,
    websiteLink: s.websiteLink,
    investors: 0,
  }))

/** The grid alone: six cards, one to three columns with the screen's width. */
export const Grid: Story = {
  render: () => <StartupGrid startups={generated(6).map((s) => startupSchema.parse(s))} />,
}

/** 2,000 startups: only the cards near the screen exist, and scrolling reaches the last one. */
export const TwoThousandStartups: Story = {
  beforeEach: ({ msw }) => msw.use(answering('startups/explore', { message: generated(2000) })),
  render: () => <Explore />,
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
}
