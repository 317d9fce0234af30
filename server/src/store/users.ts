import { and, eq } from 'drizzle-orm'
import type { UsersStore } from '@/operations/users'
import type { Db } from '../db/database'
import { follows, users } from '../db/schema'
import { openReportsBy } from './operating'

/** Users in PostgreSQL. */
export function usersStore(db: Db): UsersStore {
  return {
    async userRecord(uid) {
      const [user] = await db
        .select({
          role: users.role,
          riskAcknowledgedAt: users.riskAcknowledgedAt,
          operatorSince: users.operatorSince,
          suspendedAt: users.suspendedAt,
          suspensionReason: users.suspensionReason,
        })
        .from(users)
        .where(eq(users.uid, uid))
      if (!user) return undefined
      const followed = await db
        .select({ id: follows.startupId })
        .from(follows)
        .where(eq(follows.userUid, uid))
        .orderBy(follows.createdAt)
      return {
        role: user.operatorSince ? ('operator' as const) : user.role,
        riskAcknowledgedAt: user.riskAcknowledgedAt?.toISOString() ?? null,
        following: followed.map((f) => f.id),
        reported: await openReportsBy(db, uid),
        suspended: user.suspendedAt
          ? { reason: user.suspensionReason ?? '', at: user.suspendedAt.toISOString() }
          : null,
      }
    },
    async acknowledgeRisk(uid, at) {
      const [updated] = await db
        .update(users)
        .set({ riskAcknowledgedAt: new Date(at) })
        .where(and(eq(users.uid, uid), eq(users.role, 'investor')))
        .returning({ riskAcknowledgedAt: users.riskAcknowledgedAt })
      return updated?.riskAcknowledgedAt?.toISOString()
    },
    async addUser(user, at) {
      const added = await db
        .insert(users)
        .values({
          uid: user.useruid,
          email: user.email,
          name: user.name,
          role: user.role,
          photoUrl: user.photoUrl,
          createdAt: new Date(at),
        })
        .onConflictDoNothing()
        .returning({ role: users.role })
      return added.length > 0
    },
  }
}
