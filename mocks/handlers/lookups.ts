import { noSuchStartup } from '@/domain/investing'
import { notYourStartup } from '@/domain/updates'
import type { Backend } from '../backend'

/** Lookups the extensions' handlers share: a startup (404), one of the caller's own (403), now. */
export function lookups(backend: Backend) {
  const { db } = backend
  const startupOf = (id: string) => {
    const startup = db.startups.findFirst((q) => q.where({ _id: id }))
    if (!startup) throw noSuchStartup()
    return startup
  }
  const ownStartup = (id: string, uid: string) => {
    const startup = startupOf(id)
    if (startup.ownerUid !== uid) throw notYourStartup()
    return startup
  }
  const iso = () => new Date(backend.now()).toISOString()
  return { startupOf, ownStartup, iso }
}
