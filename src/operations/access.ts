import { noSuchStartup } from '@/domain/investing'
import { Problem } from '@/domain/problem'
import { notYourStartup } from '@/domain/updates'
import type { Role } from '@/domain/user'
import type { Caller } from './operation'

/** The port of stores that decide by role: a user's role, undefined when there is no such user. */
export interface UserRoles {
  roleOf(uid: string): Promise<Role | undefined>
}

/** 403 unless the caller is the user the request names. */
export function requireSelf(caller: Caller, claimedUid: string): void {
  if (caller.uid !== claimedUid)
    throw new Problem(403, 'forbidden', 'You can only do this for your own account')
}

/** The port every store has: who owns a startup (undefined when there is no such startup). */
export interface StartupOwners {
  startupOwner(id: string): Promise<string | undefined>
}

/** 404 when there is no such startup. */
export async function requireStartup(store: StartupOwners, id: string): Promise<string> {
  const owner = await store.startupOwner(id)
  if (owner === undefined) throw noSuchStartup()
  return owner
}

/** 404 when there is no such startup, 403 when the caller does not own it. */
export async function requireOwnStartup(store: StartupOwners, id: string, caller: Caller) {
  if ((await requireStartup(store, id)) !== caller.uid) throw notYourStartup()
}
