import { and, count, eq } from 'drizzle-orm'
import type { FollowingStore, FollowingTransaction } from '@/operations/following'
import type { Db } from '../db/database'
import { follows, users } from '../db/schema'
import { startupOwners } from './owners'
import { lookUp } from './look-up'
import { transaction, type Tx } from './transaction'

/** Following in PostgreSQL: the follower's row is locked while their follows are counted. */
export function followingStore(db: Db): FollowingStore {
  const inTransaction = (tx: Tx): FollowingTransaction => {
    const mine = (uid: string) => eq(follows.userUid, uid)
    const one = (uid: string, startupId: string) => and(mine(uid), eq(follows.startupId, startupId))
    return {
      ...startupOwners(tx),
      lockedUserRole: (uid) => lookUp(tx, users.role, users.uid, uid, { lock: true }),
      async isFollowing(uid, startupId) {
        const [row] = await tx
          .select({ id: follows.startupId })
          .from(follows)
          .where(one(uid, startupId))
        return Boolean(row)
      },
      async followCount(uid) {
        const [row] = await tx.select({ n: count() }).from(follows).where(mine(uid))
        return row?.n ?? 0
      },
      async follow(uid, startupId, at) {
        await tx
          .insert(follows)
          .values({ userUid: uid, startupId, createdAt: new Date(at) })
          .onConflictDoNothing()
      },
      async unfollow(uid, startupId) {
        await tx.delete(follows).where(one(uid, startupId))
      },
      async followed(uid) {
        const rows = await tx
          .select({ id: follows.startupId })
          .from(follows)
          .where(mine(uid))
          .orderBy(follows.createdAt)
        return rows.map((row) => row.id)
      },
    }
  }
  return {
    ...startupOwners(db),
    following: transaction(db, inTransaction),
    async followerCount(startupId) {
      const [row] = await db
        .select({ n: count() })
        .from(follows)
        .where(eq(follows.startupId, startupId))
      return row?.n ?? 0
    },
  }
}
