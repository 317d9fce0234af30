import { perDay, type DailyCounts } from '@/domain/analytics'
import type { AnalyticsStore } from '@/operations/analytics'
import type { Backend } from '../backend'
import { startupOwners } from './owners'

/** Analytics over the demo's database. */
export function analyticsStore(backend: Backend): AnalyticsStore {
  const { db } = backend
  return {
    ...startupOwners(backend),
    countView: (startupid, day, visitor) =>
      backend.exclusive(async () => {
        const key = `${startupid}:${day}`
        const existing = db.views.findFirst((q) => q.where({ _id: key }))
        if (existing?.visitors?.includes(visitor)) return false
        if (!existing)
          await db.views.create({ _id: key, startupid, day, count: 1, visitors: [visitor] })
        else
          await db.views.update((q) => q.where({ _id: key }), {
            data(record) {
              record.count += 1
              record.visitors = [...(record.visitors ?? []), visitor]
            },
          })
        return true
      }),
    dailyCounts: async (startupid) => {
      const where = { startupid }
      const payments = db.payments.findMany((q) => q.where(where))
      const follows = db.follows.findMany((q) => q.where(where))
      const daily: DailyCounts = {
        views: new Map(db.views.findMany((q) => q.where(where)).map((v) => [v.day, v.count])),
        follows: perDay(follows.map((follow) => follow.createdAt)),
        codes: perDay(
          db.otps.findMany((q) => q.where(where)).map((otp) => new Date(otp.createdAt)),
        ),
        investments: perDay(payments.map((payment) => payment.createdAt)),
        cancellations: perDay(payments.flatMap((payment) => payment.cancelledAt ?? [])),
      }
      return { daily, followers: follows.length }
    },
  }
}
