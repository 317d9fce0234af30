import type { StartupOwners, Suspensions, UserRoles } from '@/operations/access'
import type { Suspension } from '@/domain/operating'
import type { Role } from '@/domain/user'
import type { Backend } from '../backend'
import type { userRecordSchema } from '../data/schemas'
import type { z } from '@/domain/zod'

/** Who owns a startup, from the demo's database. */
export const startupOwners = ({ db }: Backend): StartupOwners => ({
  startupOwner: async (id) => db.startups.findFirst((q) => q.where({ _id: id }))?.ownerUid,
})

/** A user's suspension (operators, an optional extension), from the demo's database. */
export const suspensions = ({ db }: Backend): Suspensions => ({
  suspensionOf: async (uid) =>
    suspensionOfRecord(db.users.findFirst((q) => q.where({ useruid: uid }))),
})

/** The suspension a user's record holds; null when there is none. */
export const suspensionOfRecord = (
  user: z.infer<typeof userRecordSchema> | undefined,
): Suspension | null =>
  user?.suspendedAt ? { reason: user.suspensionReason ?? '', at: user.suspendedAt } : null

/** A user's role and suspension, from the demo's database. */
export const userRoles = (backend: Backend): UserRoles => ({
  ...suspensions(backend),
  roleOf: async (uid) => {
    const user = backend.db.users.findFirst((q) => q.where({ useruid: uid }))
    return user && roleOfRecord(user)
  },
})

/** A user's role: the operator's while Seedling has made them one, else the role they chose. */
export const roleOfRecord = (user: z.infer<typeof userRecordSchema>): Role =>
  user.operatorSince ? 'operator' : user.role
