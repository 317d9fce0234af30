import { DEMO_OPERATOR } from '@/domain/operating'
import { newId } from '@/domain/ids'
import type { LogEntry } from '@/domain/operating'
import type { OperatingStore } from '@/operations/operating'
import type { Backend } from '../backend'
import type { Database } from '../data/database'
import { userRoles } from './owners'
import { toPublicStartup } from './startups'

/**
 * Makes the demo's operator account an operator in `db` when it is not yet (a seed, or a demo
 * kept from before operators existed).
 */
export async function ensureDemoOperator(db: Database, at: string): Promise<void> {
  const found = db.users.findFirst((q) => q.where({ useruid: DEMO_OPERATOR.uid }))
  if (found?.operatorSince) return
  if (found)
    await db.users.update((q) => q.where({ useruid: DEMO_OPERATOR.uid }), {
      data(user) {
        user.operatorSince = at
      },
    })
  else
    await db.users.create({
      useruid: DEMO_OPERATOR.uid,
      email: DEMO_OPERATOR.email,
      name: DEMO_OPERATOR.name,
      role: 'investor',
      photoUrl: '',
      createdAt: at,
      operatorSince: at,
    })
}

/** Running the platform over the demo's database: the review queue and the record. */
export function operatingStore(backend: Backend): OperatingStore {
  const { db } = backend
  const nameOf = (uid: string) => db.users.findFirst((q) => q.where({ useruid: uid }))?.name ?? uid
  return {
    ...userRoles(backend),
    ownedStartup: async (uid) => db.startups.findFirst((q) => q.where({ ownerUid: uid }))?._id,
    reviewing: (work) =>
      backend.exclusive(() =>
        work({
          async lockedListing(id) {
            const found = db.startups.findFirst((q) => q.where({ _id: id }))
            return found && { ownerUid: found.ownerUid, name: found.name, listing: found.listing }
          },
          async setListing(id, listing, reviewNote, at) {
            await db.startups.update((q) => q.where({ _id: id }), {
              data(row) {
                row.listing = listing
                row.reviewNote = reviewNote
                if (listing === 'in_review') row.submittedAt = new Date(at).toISOString()
              },
            })
          },
          async record(entry, at) {
            await db.records.create({
              _id: newId(),
              at: new Date(at).toISOString(),
              operatorUid: entry.operatorUid,
              action: entry.action,
              thing: entry.thing,
              reason: entry.reason,
            })
          },
        }),
      ),
    async reviewQueue() {
      return db.startups
        .findMany((q) => q.where({ listing: 'in_review' }))
        .sort(
          (a, b) =>
            (a.submittedAt ?? a.createdAt).localeCompare(b.submittedAt ?? b.createdAt) ||
            a._id.localeCompare(b._id),
        )
        .map((row) => toPublicStartup(row))
    },
    async operatorLog(filter, limit) {
      return db.records
        .all()
        .filter(
          (entry) =>
            (!filter.thing || entry.thing.id === filter.thing) &&
            (!filter.operator || entry.operatorUid === filter.operator),
        )
        .sort((a, b) => b.at.localeCompare(a.at) || b._id.localeCompare(a._id))
        .slice(0, limit)
        .map(({ _id, operatorUid, ...entry }): LogEntry => ({
          ...entry,
          id: _id,
          operator: operatorUid ? { uid: operatorUid, name: nameOf(operatorUid) } : null,
        }))
    },
  }
}
