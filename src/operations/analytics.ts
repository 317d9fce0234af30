import {
  analyticsSchema,
  buildAnalytics,
  viewInputSchema,
  type DailyCounts,
} from '@/domain/analytics'
import { idParamsSchema } from '@/domain/ids'
import { utcDay } from '@/domain/startup-fields'
import { requireOwnStartup, requireStartup, type StartupOwners } from './access'
import { operationsOver } from './operation'

/** What analytics needs of a store. */
export interface AnalyticsStore extends StartupOwners {
  /**
   * Counts one view of the startup's page on `day` (YYYY-MM-DD) by `visitor`, once per visitor
   * per startup per day; false when this visitor had been counted that day already.
   */
  countView(startupId: string, day: string, visitor: string): Promise<boolean>
  /** The startup's figures per UTC day, and how many follow it now. */
  dailyCounts(startupId: string): Promise<{ daily: DailyCounts; followers: number }>
}

const operation = operationsOver<AnalyticsStore>({ extension: 'Analytics' })

/** Analytics (docs/product.md#analytics), an optional extension: page views and the founder's figures. */
export const analyticsOperations = [
  operation({
    method: 'POST',
    path: '/startups/view',
    access: 'public',
    body: viewInputSchema,
    async run({ store, now, visitor }, { body }) {
      await requireStartup(store, body.startupid)
      // Reloading, or a script posting in a loop, does not inflate the founder's figures.
      await store.countView(body.startupid, utcDay(now), visitor)
    },
  }),
  operation({
    method: 'GET',
    path: '/startups/analytics/:id',
    access: 'signed-in',
    params: idParamsSchema,
    response: analyticsSchema,
    async run({ store, caller, now }, { params }) {
      await requireOwnStartup(store, params.id, caller)
      const { daily, followers } = await store.dailyCounts(params.id)
      return buildAnalytics(daily, followers, now)
    },
  }),
]
