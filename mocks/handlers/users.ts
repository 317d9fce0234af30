import { http, HttpResponse } from 'msw'
import { notAnInvestor } from '@/domain/investing'
import { acknowledgeRiskInputSchema, addUserInputSchema, signedInEmail } from '@/domain/user'
import type { Backend } from '../backend'
import { HttpError } from '../utils/http-error'
import { ownJsonCall, ownJsonInput, requireSelf, requireUser, withBackend } from '../utils/resolver'

export function userHandlers(backend: Backend) {
  const { db } = backend
  return [
    http.get<{ uid: string }>(
      '*/api/users/getuser/:uid',
      withBackend(backend, async ({ request, params }) => {
        requireSelf(await requireUser(backend, request), params.uid)
        const user = db.users.findFirst((q) => q.where({ useruid: params.uid }))
        if (!user) return HttpResponse.json({ exists: false })
        const following = db.follows
          .findMany((q) => q.where({ useruid: user.useruid }))
          .map((follow) => follow.startupid)
        return HttpResponse.json({
          exists: true,
          role: user.role,
          riskAcknowledgedAt: user.riskAcknowledgedAt ?? null,
          following,
        })
      }),
    ),
    http.post(
      '*/api/users/acknowledgerisk',
      withBackend(backend, async ({ request }) => {
        const input = await ownJsonInput(backend, request, acknowledgeRiskInputSchema)
        return backend.exclusive(async () => {
          const user = db.users.findFirst((q) => q.where({ useruid: input.useruid }))
          if (user?.role !== 'investor') throw notAnInvestor()
          const riskAcknowledgedAt = new Date(backend.now()).toISOString()
          await db.users.update((q) => q.where({ useruid: input.useruid }), {
            data(record) {
              record.riskAcknowledgedAt = riskAcknowledgedAt
            },
          })
          return HttpResponse.json({ riskAcknowledgedAt })
        })
      }),
    ),
    http.post(
      '*/api/users/adduser',
      withBackend(backend, async ({ request }) => {
        const { input, claims } = await ownJsonCall(backend, request, addUserInputSchema)
        const email = signedInEmail(claims.email, input.email)
        return backend.exclusive(async () => {
          if (db.users.findFirst((q) => q.where({ useruid: input.useruid })))
            throw new HttpError(409, 'user_exists', 'This account already has a role')
          const user = await db.users.create({
            ...input,
            email,
            createdAt: new Date(backend.now()).toISOString(),
          })
          return HttpResponse.json(
            { msg: 'user added', data: { role: user.role } },
            { status: 201 },
          )
        })
      }),
    ),
  ]
}
