import type { StartupOwners, UserRoles } from '@/operations/access'
import type { Db } from '../db/database'
import { startups, users } from '../db/schema'
import { lookUp } from './look-up'

/** Who owns a startup, read in `db` (the database, or a transaction). */
export const startupOwners = (db: Pick<Db, 'select'>): StartupOwners => ({
  startupOwner: (id) => lookUp(db, startups.ownerUid, startups.id, id),
})

/** A user's role, read in `db`. */
export const userRoles = (db: Pick<Db, 'select'>): UserRoles => ({
  roleOf: (uid) => lookUp(db, users.role, users.uid, uid),
})
