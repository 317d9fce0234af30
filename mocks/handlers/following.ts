import { http, HttpResponse } from 'msw'
import {
  followInputSchema,
  MAX_FOLLOWS,
  onlyInvestorsFollow,
  tooManyFollows,
} from '@/domain/following'
import type { Backend } from '../backend'
import { ownJsonInput, withBackend } from '../utils/resolver'
import { lookups } from './lookups'

/** Following (optional extension): investors follow startups. */
export function followHandlers(backend: Backend) {
  const { db } = backend
  const { startupOf, iso } = lookups(backend)

  return [
    http.post(
      '*/api/users/follow',
      withBackend(backend, async ({ request }) => {
        const input = await ownJsonInput(backend, request, followInputSchema)
        return backend.exclusive(async () => {
          const user = db.users.findFirst((q) => q.where({ useruid: input.useruid }))
          if (user?.role !== 'investor') throw onlyInvestorsFollow()
          startupOf(input.startupid)
          const key = `${input.useruid}:${input.startupid}`
          const existing = db.follows.findFirst((q) => q.where({ _id: key }))
          if (input.follow && !existing) {
            const count = db.follows.findMany((q) => q.where({ useruid: input.useruid })).length
            if (count >= MAX_FOLLOWS) throw tooManyFollows()
            await db.follows.create({
              _id: key,
              useruid: input.useruid,
              startupid: input.startupid,
              createdAt: iso(),
            })
          }
          if (!input.follow && existing) await db.follows.delete((q) => q.where({ _id: key }))
          const following = db.follows
            .findMany((q) => q.where({ useruid: input.useruid }))
            .map((follow) => follow.startupid)
          return HttpResponse.json({ following })
        })
      }),
    ),
  ]
}
