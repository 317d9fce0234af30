import type { StartupOwners, UserRoles } from '@/operations/access'
import type { Role } from '@/domain/user'
import type { Backend } from '../backend'
import type { userRecordSchema } from '../data/schemas'
import type { z } from '@/domain/zod'

/** Who owns a startup, from the demo's database. */
export const startupOwners = ({ db }: Backend): StartupOwners => ({
  startupOwner: async (id) => db.startups.findFirst((q) => q.where({ _id: id }))?.ownerUid,
})

/** A user's role, from the demo's database. */
export const userRoles = ({ db }: Backend): UserRoles => ({
  roleOf: async (uid) => {
    const user = db.users.findFirst((q) => q.where({ useruid: uid }))
    return user && roleOfRecord(user)
  },
})

/** A user's role: the operator's while Seedling has made them one, else the role they chose. */
export const roleOfRecord = (user: z.infer<typeof userRecordSchema>): Role =>
  user.operatorSince ? 'operator' : user.role
