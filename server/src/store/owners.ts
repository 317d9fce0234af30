import type { StartupOwners, UserRoles } from '@/operations/access'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/database'
import { startups, users } from '../db/schema'
import { lookUp } from './look-up'

/** Who owns a startup, read in `db` (the database, or a transaction). */
export const startupOwners = (db: Pick<Db, 'select'>): StartupOwners => ({
  startupOwner: (id) => lookUp(db, startups.ownerUid, startups.id, id),
})

/** A user's role, read in `db`: the operator's while Seedling has made them one. */
export const userRoles = (db: Pick<Db, 'select'>): UserRoles => ({
  async roleOf(uid) {
    const [user] = await db
      .select({ role: users.role, operatorSince: users.operatorSince })
      .from(users)
      .where(eq(users.uid, uid))
    return user && (user.operatorSince ? 'operator' : user.role)
  },
})
