import { http, HttpResponse } from 'msw'
import { newId } from '@/domain/ids'
import {
  byNewest,
  FEED_SIZE,
  postUpdateInputSchema,
  tooManyUpdates,
  UPDATE_WINDOW_MS,
  UPDATES_PER_DAY,
  type FeedItem,
  type StartupUpdate,
} from '@/domain/updates'
import type { Backend } from '../backend'
import type { UpdateRecord } from '../data/schemas'
import { ownJsonInput, requireSelf, requireUser, withBackend } from '../utils/resolver'
import { lookups } from './lookups'

const toUpdate = (record: UpdateRecord): StartupUpdate => ({
  _id: record._id,
  startupid: record.startupid,
  title: record.title,
  body: record.body,
  createdAt: record.createdAt,
})

/** Updates (optional extension): the founder posts, anyone reads, investors get a feed. */
export function updateHandlers(backend: Backend) {
  const { db } = backend
  const { startupOf, ownStartup, iso } = lookups(backend)

  return [
    http.get<{ id: string }>(
      '*/api/startups/updates/:id',
      withBackend(backend, ({ params }) => {
        startupOf(params.id)
        const updates = db.updates
          .findMany((q) => q.where({ startupid: params.id }))
          .map(toUpdate)
          .sort(byNewest)
        return HttpResponse.json({ data: updates })
      }),
    ),
    http.post(
      '*/api/startups/postupdate',
      withBackend(backend, async ({ request }) => {
        const input = await ownJsonInput(backend, request, postUpdateInputSchema)
        return backend.exclusive(async () => {
          ownStartup(input.startupid, input.useruid)
          const since = new Date(backend.now() - UPDATE_WINDOW_MS).toISOString()
          const recent = db.updates
            .findMany((q) => q.where({ startupid: input.startupid }))
            .filter((update) => update.createdAt > since)
          if (recent.length >= UPDATES_PER_DAY) throw tooManyUpdates()
          const record = await db.updates.create({
            _id: newId(),
            startupid: input.startupid,
            title: input.title,
            body: input.body,
            createdAt: iso(),
          })
          return HttpResponse.json({ data: toUpdate(record) }, { status: 201 })
        })
      }),
    ),
    http.get<{ uid: string }>(
      '*/api/users/feed/:uid',
      withBackend(backend, async ({ request, params }) => {
        requireSelf(await requireUser(backend, request), params.uid)
        const ids = new Set([
          ...db.payments
            .findMany((q) => q.where({ useruid: params.uid }))
            .filter((payment) => !payment.cancelledAt)
            .map((payment) => payment.startupid),
          ...db.follows
            .findMany((q) => q.where({ useruid: params.uid }))
            .map((follow) => follow.startupid),
        ])
        const items: FeedItem[] = []
        for (const id of ids) {
          const startup = db.startups.findFirst((q) => q.where({ _id: id }))
          if (!startup) continue
          for (const update of db.updates.findMany((q) => q.where({ startupid: id })))
            items.push({
              update: toUpdate(update),
              startup: { _id: startup._id, name: startup.name, logo: startup.logo },
            })
        }
        items.sort((a, b) => byNewest(a.update, b.update))
        return HttpResponse.json({ data: items.slice(0, FEED_SIZE) })
      }),
    ),
  ]
}
