import { http, HttpResponse } from 'msw'
import { buildAnalytics, perDay, viewInputSchema, type DailyCounts } from '@/domain/analytics'
import { utcDay } from '@/domain/startup-fields'
import type { Backend } from '../backend'
import { readJsonInput } from '../utils/http-error'
import { requireUser, withBackend } from '../utils/resolver'
import { lookups } from './lookups'

/** The one visitor of the demo's pages: this device. */
const DEMO_VISITOR = 'this-device'

/** Analytics (optional extension): page views, and the founder's figures. */
export function analyticsHandlers(backend: Backend) {
  const { db } = backend
  const { startupOf, ownStartup } = lookups(backend)

  return [
    http.post(
      '*/api/startups/view',
      withBackend(backend, async ({ request }) => {
        const input = await readJsonInput(request, viewInputSchema)
        return backend.exclusive(async () => {
          startupOf(input.startupid)
          const day = utcDay(backend.now())
          const key = `${input.startupid}:${day}`
          // One view per visitor per startup per day, as the server counts them. The demo runs
          // on one device, so the device is the visitor.
          const visitor = DEMO_VISITOR
          const existing = db.views.findFirst((q) => q.where({ _id: key }))
          if (!existing)
            await db.views.create({
              _id: key,
              startupid: input.startupid,
              day,
              count: 1,
              visitors: [visitor],
            })
          else if (!existing.visitors?.includes(visitor))
            await db.views.update((q) => q.where({ _id: key }), {
              data(record) {
                record.count += 1
                record.visitors = [...(record.visitors ?? []), visitor]
              },
            })
          return new HttpResponse(null, { status: 204 })
        })
      }),
    ),
    http.get<{ id: string }>(
      '*/api/startups/analytics/:id',
      withBackend(backend, async ({ request, params }) => {
        const uid = await requireUser(backend, request)
        ownStartup(params.id, uid)
        const where = { startupid: params.id }
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
        return HttpResponse.json(buildAnalytics(daily, follows.length, backend.now()))
      }),
    ),
  ]
}
