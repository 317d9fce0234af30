import { eq } from 'drizzle-orm'
import type { StartupOwners, UserRoles } from '@/operations/access'
import type { Db } from '../db/database'
import { startups, users } from '../db/schema'

/** Who owns a startup, read in `db` (the database, or a transaction). */
export const startupOwners = (db: Pick<Db, 'select'>): StartupOwners => ({
  async startupOwner(id) {
    const [startup] = await db
      .select({ ownerUid: startups.ownerUid })
      .from(startups)
      .where(eq(startups.id, id))
    return startup?.ownerUid
  },
})

/** A user's role, read in `db`. */
export const userRoles = (db: Pick<Db, 'select'>): UserRoles => ({
  async roleOf(uid) {
    const [user] = await db.select({ role: users.role }).from(users).where(eq(users.uid, uid))
    return user?.role
  },
})
