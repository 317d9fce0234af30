import type { UsersStore } from '@/operations/users'
import type { Backend } from '../backend'
import { openReportsBy } from './operating'
import { roleOfRecord, suspensionOfRecord } from './owners'

/** Users over the demo's database. */
export function usersStore(backend: Backend): UsersStore {
  const { db } = backend
  const userOf = (uid: string) => db.users.findFirst((q) => q.where({ useruid: uid }))
  return {
    userRecord: async (uid) => {
      const user = userOf(uid)
      if (!user) return undefined
      return {
        role: roleOfRecord(user),
        riskAcknowledgedAt: user.riskAcknowledgedAt ?? null,
        following: db.follows
          .findMany((q) => q.where({ useruid: uid }))
          .map((follow) => follow.startupid),
        reported: openReportsBy(db, uid),
        suspended: suspensionOfRecord(user),
      }
    },
    acknowledgeRisk: (uid, at) =>
      backend.exclusive(async () => {
        if (userOf(uid)?.role !== 'investor') return undefined
        const riskAcknowledgedAt = new Date(at).toISOString()
        await db.users.update((q) => q.where({ useruid: uid }), {
          data(record) {
            record.riskAcknowledgedAt = riskAcknowledgedAt
          },
        })
        return riskAcknowledgedAt
      }),
    addUser: (user, at) =>
      backend.exclusive(async () => {
        if (userOf(user.useruid)) return false
        await db.users.create({ ...user, createdAt: new Date(at).toISOString() })
        return true
      }),
  }
}
