import { eq } from 'drizzle-orm'
import type { StartupOwners } from '@/operations/access'
import type { Db } from '../db/database'
import { startups } from '../db/schema'

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
