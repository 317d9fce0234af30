import type { StartupOwners, UserRoles } from '@/operations/access'
import type { Backend } from '../backend'

/** Who owns a startup, from the demo's database. */
export const startupOwners = ({ db }: Backend): StartupOwners => ({
  startupOwner: async (id) => db.startups.findFirst((q) => q.where({ _id: id }))?.ownerUid,
})

/** A user's role, from the demo's database. */
export const userRoles = ({ db }: Backend): UserRoles => ({
  roleOf: async (uid) => db.users.findFirst((q) => q.where({ useruid: uid }))?.role,
})
