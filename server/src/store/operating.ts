import { and, asc, desc, eq, type SQL } from 'drizzle-orm'
import type { LogEntry } from '@/domain/operating'
import type { OperatingStore } from '@/operations/operating'
import type { Db } from '../db/database'
import { operatorLog, startups, users } from '../db/schema'
import { startupFacts } from '../startup-facts'
import { lookUp } from './look-up'
import { userRoles } from './owners'
import { toPublicStartup } from './startups'
import { transaction, type Tx } from './transaction'

/** An entry as the record keeps it, written in `tx` (the transaction of the action itself). */
export async function recordEntry(
  tx: Pick<Tx, 'insert'>,
  entry: Parameters<Parameters<Parameters<OperatingStore['reviewing']>[0]>[0]['record']>[0],
  at?: number,
) {
  await tx.insert(operatorLog).values({
    ...(at === undefined ? {} : { at: new Date(at) }),
    operatorUid: entry.operatorUid,
    action: entry.action,
    thingKind: entry.thing.kind,
    thingId: entry.thing.id,
    thingName: entry.thing.name,
    reason: entry.reason,
  })
}

/** Running the platform in PostgreSQL: the review queue (a partial index) and the record. */
export function operatingStore(db: Db): OperatingStore {
  return {
    ...userRoles(db),
    ownedStartup: (uid) => lookUp(db, startups.id, startups.ownerUid, uid),
    reviewing: transaction(db, (tx) => ({
      async lockedListing(id) {
        const [row] = await tx
          .select({ ownerUid: startups.ownerUid, name: startups.name, listing: startups.listing })
          .from(startups)
          .where(eq(startups.id, id))
          .for('update')
        return row
      },
      async setListing(id, listing, reviewNote, at) {
        await tx
          .update(startups)
          .set({
            listing,
            reviewNote,
            ...(listing === 'in_review' ? { submittedAt: new Date(at) } : {}),
          })
          .where(eq(startups.id, id))
      },
      record: (entry, at) => recordEntry(tx, entry, at),
    })),
    async reviewQueue(base) {
      const rows = await db
        .select({ row: startups, ...startupFacts })
        .from(startups)
        .where(eq(startups.listing, 'in_review'))
        .orderBy(asc(startups.submittedAt), asc(startups.id))
        .limit(500)
      return rows.map((r) => toPublicStartup(r.row, r, base))
    },
    async operatorLog(filter, limit) {
      const where: SQL[] = []
      if (filter.thing) where.push(eq(operatorLog.thingId, filter.thing))
      if (filter.operator) where.push(eq(operatorLog.operatorUid, filter.operator))
      const rows = await db
        .select({ entry: operatorLog, operatorName: users.name })
        .from(operatorLog)
        .leftJoin(users, eq(users.uid, operatorLog.operatorUid))
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(operatorLog.at), desc(operatorLog.id))
        .limit(limit)
      return rows.map(({ entry, operatorName }): LogEntry => ({
        id: String(entry.id),
        at: entry.at.toISOString(),
        operator: entry.operatorUid
          ? { uid: entry.operatorUid, name: operatorName ?? entry.operatorUid }
          : null,
        action: entry.action,
        thing: { kind: entry.thingKind, id: entry.thingId, name: entry.thingName },
        reason: entry.reason,
      }))
    },
  }
}
