import { Stack } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { buildAnalytics, perDay } from '@/domain/analytics'
import type { ExploreSearch } from '@/domain/explore'
import { UpdateItem } from '@/components/ui/update-item'
import { UpdatedLabel } from '@/components/ui/updated-label'
import { ExploreList } from '@/features/explore/explore-list'
import { FollowingList } from '@/features/explore/following-list'
import { EditStartupForm } from '@/features/founder/edit-startup-form'
import { PostUpdateDialog } from '@/features/founder/post-update-dialog'
import { AnalyticsView, StartupAnalytics } from '@/features/founder/startup-analytics'
import { Notices } from '@/features/investor/notices'
import { UpdateFeed } from '@/features/investor/update-feed'
import { FollowButton } from '@/features/startup/follow-button'
import { QuestionsSection } from '@/features/startup/questions-section'
import { StartupUpdates } from '@/features/startup/startup-updates'
import { answering, failing } from '../support/overrides'

const meta = { title: 'Community/Updates, questions, following' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const INVESTOR = 'seed-investor-01'
const FOUNDER = 'seed-founder-06'
const DAY = 86_400_000

export const UpdatedLabels: Story = {
  render: () => (
    <Stack>
      <UpdatedLabel lastUpdateAt={new Date(Date.now() - 3 * DAY).toISOString()} />
      <UpdatedLabel lastUpdateAt={null} />
    </Stack>
  ),
}

export const OneUpdate: Story = {
  render: () => (
    <UpdateItem
      update={{
        _id: 'u1',
        startupid: 'chai-credit',
        title: 'Two thousand shops on the app',
        body: 'We crossed **2,000 kirana stores**.\n\n- Repayment rate: 97%\n- New city: Pune',
        createdAt: new Date(Date.now() - 3 * DAY).toISOString(),
      }}
    />
  ),
}

/** A startup page's updates, newest first. */
export const UpdatesOnThePage: Story = {
  render: () => <StartupUpdates startupId="chai-credit" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const titles = await canvas.findAllByRole('heading', { level: 3 })
    await expect(titles.map((title) => title.textContent)).toEqual([
      'Two thousand shops on the app',
      'A bank partner for larger loans',
    ])
  },
}
export const NoUpdatesYet: Story = { render: () => <StartupUpdates startupId="gaadi-go" /> }
export const UpdatesFailed: Story = {
  beforeEach: ({ msw }) => msw.use(failing('startups/updates/:id')),
  render: () => <StartupUpdates startupId="chai-credit" />,
}

/** An investor reads the answers, marked 'Founder', and may ask. */
export const QuestionsForAnInvestor: Story = {
  render: () => <QuestionsSection startupId="chai-credit" asker={INVESTOR} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Founder', { exact: true })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a question' }))
    await expect(await canvas.findByText('Ask in at least 10 characters')).toBeVisible()
  },
}
/** The founder answers open questions or hides them. */
export const QuestionsForTheFounder: Story = {
  parameters: { user: 'founder' },
  render: () => <QuestionsSection startupId="chai-credit" founder={FOUNDER} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('Your answer')).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Hide question' })).toHaveLength(2)
  },
}
export const QuestionsSignedOut: Story = {
  parameters: { user: 'signed-out' },
  render: () => <QuestionsSection startupId="chai-credit" />,
}

export const Follow: Story = {
  render: () => <FollowButton uid={INVESTOR} startupId="gaadi-go" />,
}
export const AlreadyFollowing: Story = {
  render: () => <FollowButton uid={INVESTOR} startupId="reel-rasoi" />,
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Following' })
    await expect(button).toHaveAttribute('aria-pressed', 'true')
  },
}

function Explore({ initial }: { initial: ExploreSearch }) {
  const [search, setSearch] = useState<ExploreSearch>(initial)
  return <ExploreList uid={INVESTOR} search={search} onSearchChange={setSearch} />
}
/** Explore's 'Following' view: only the startups the investor follows. */
export const ExploreFollowing: Story = {
  render: () => <Explore initial={{ following: true }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('1 startup you follow')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Following' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}
export const FollowingNone: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      answering('users/getuser/:uid', {
        exists: true,
        role: 'investor',
        riskAcknowledgedAt: null,
        following: [],
      }),
    ),
  render: () => <FollowingList uid={INVESTOR} view={{}} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/You don't follow any startups yet/),
    ).toBeVisible()
  },
}

export const Feed: Story = { render: () => <UpdateFeed uid={INVESTOR} /> }
export const InvestorNotices: Story = { render: () => <Notices uid={INVESTOR} /> }

export const PostAnUpdate: Story = {
  parameters: { user: 'founder' },
  render: () => <PostUpdateDialog uid={FOUNDER} startupId="chai-credit" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Post an update' }))
    const dialog = within(document.body).getByRole('dialog', { name: 'Post an update' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post update' }))
    await expect(await within(dialog).findByText('Title is required')).toBeVisible()
  },
}

/** Editing after someone invested: the terms are fixed. */
export const EditStartup: Story = {
  parameters: { user: 'founder' },
  render: () => <EditStartupForm uid={FOUNDER} startupId="chai-credit" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Funds required')).toBeDisabled()
  },
}

const now = Date.now()
export const Analytics: Story = {
  render: () => (
    <AnalyticsView
      analytics={buildAnalytics(
        {
          views: perDay([0, 0, 1, 1, 1, 2, 5].map((d) => new Date(now - d * DAY))),
          follows: perDay([1, 2].map((d) => new Date(now - d * DAY))),
          codes: perDay([1, 2, 5].map((d) => new Date(now - d * DAY))),
          investments: perDay([1, 5].map((d) => new Date(now - d * DAY))),
          cancellations: new Map(),
        },
        2,
        now,
      )}
    />
  ),
}
export const AnalyticsFromTheServer: Story = {
  parameters: { user: 'founder' },
  render: () => <StartupAnalytics startupId="chai-credit" />,
}
export const AnalyticsNothingYet: Story = {
  render: () => (
    <AnalyticsView
      analytics={buildAnalytics(
        {
          views: new Map(),
          follows: new Map(),
          codes: new Map(),
          investments: new Map(),
          cancellations: new Map(),
        },
        0,
        now,
      )}
    />
  ),
}
