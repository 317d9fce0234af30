import { expect, within } from 'storybook/test'
import { buildAnalytics, perDay } from '@/domain/analytics'
import { AnalyticsView, StartupAnalytics } from '@/features/founder/startup-analytics'
import preview from '#.storybook/preview'

const DAY = 86_400_000
const now = Date.now()
const daysAgo = (days: number[]) => perDay(days.map((d) => new Date(now - d * DAY)))

/** A founder's analytics: the funnel, daily bars and the 30-day table. */
const meta = preview.meta({
  component: StartupAnalytics,
  subcomponents: { AnalyticsView },
  parameters: { user: 'founder' },
  args: { startupId: 'chai-credit' },
})

export const FromTheServer = meta.story({
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: /From page view to investment/ }),
    ).toBeVisible()
  },
})
export const Figures = meta.story({
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
})
export const NothingYet = meta.story({
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
})
