import type { StartupOwners, Suspensions, UserRoles } from '@/operations/access'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { startups, users } from '../db/schema'
import { lookUp } from './look-up'

/** Who owns a startup, read in `db` (the database, or a transaction). */
export const startupOwners = (db: Pick<Db, 'select'>): StartupOwners => ({
  startupOwner: (id) => lookUp(db, startups.ownerUid, startups.id, id),
})

/** A user's suspension (operators, an optional extension), read in `db`. */
export const suspensions = (db: Pick<Db, 'select'>): Suspensions => ({
  async suspensionOf(uid) {
    const [user] = await db
      .select({ at: users.suspendedAt, reason: users.suspensionReason })
      .from(users)
      .where(eq(users.uid, uid))
    return user?.at ? { reason: user.reason ?? '', at: user.at.toISOString() } : null
  },
})

/** A user's role, read in `db`: the operator's while Seedling has made them one. */
export const userRoles = (db: Pick<Db, 'select'>): UserRoles => {
  // Read before every history: a prepared statement (its SQL built once, planned once a
  // connection).
  const role = db
    .select({ role: users.role, operatorSince: users.operatorSince })
    .from(users)
    .where(eq(users.uid, sql.placeholder('uid')))
    .prepare('role_of')
  return {
    ...suspensions(db),
    async roleOf(uid) {
      const [user] = await role.execute({ uid })
      return user && (user.operatorSince ? 'operator' : user.role)
    },
  }
}
