import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { buildAnalytics, perDay } from '@/domain/analytics'
import { AnalyticsView, StartupAnalytics } from '@/features/founder/startup-analytics'

const DAY = 86_400_000
const now = Date.now()
const daysAgo = (days: number[]) => perDay(days.map((d) => new Date(now - d * DAY)))

/** A founder's analytics: the funnel, daily bars and the 30-day table. */
const meta = {
  title: 'Founder/StartupAnalytics',
  component: StartupAnalytics,
  subcomponents: { AnalyticsView },
  parameters: { user: 'founder' },
  args: { startupId: 'chai-credit' },
} satisfies Meta<typeof StartupAnalytics>
export default meta
type Story = StoryObj<typeof meta>

export const FromTheServer: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: /From page view to investment/ }),
    ).toBeVisible()
  },
}
export const Figures: Story = {
  render: () => (
    <AnalyticsView
      analytics={buildAnalytics(
        {
          views: daysAgo([0, 0, 1, 1, 1, 2, 5]),
          follows: daysAgo([1, 2]),
          codes: daysAgo([1, 2, 5]),
          investments: daysAgo([1, 5]),
          cancellations: new Map(),
        },
        2,
        now,
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: /investments? in the last 30 days/ }),
    ).toBeVisible()
  },
}
export const NothingYet: Story = {
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
