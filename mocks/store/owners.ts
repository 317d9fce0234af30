import type { StartupOwners } from '@/operations/access'
import type { Backend } from '../backend'

/** Who owns a startup, from the demo's database. */
export const startupOwners = ({ db }: Backend): StartupOwners => ({
  startupOwner: async (id) => db.startups.findFirst((q) => q.where({ _id: id }))?.ownerUid,
})
