import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { newId } from '@/domain/ids'
import type { StartupUpdate } from '@/domain/updates'
import type { UpdatesStore } from '@/operations/updates'
import type { Db } from '../db/database'
import { follows, notifications, payments, startups, updates } from '../db/schema'
import type { UpdateMail } from '../update-mail'
import { countSince } from './count-since'
import { startupOwners, suspensions } from './owners'
import { lookUp } from './look-up'
import { transaction } from './transaction'
import type { PushOutbox } from './notifications'

const toUpdate = (row: typeof updates.$inferSelect): StartupUpdate => ({
  _id: row.id,
  startupid: row.startupId,
  title: row.title,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
})

/** A startup's updates, newest first, as GET startups/updates/{id} answers them. */
export async function startupUpdates(db: Db, startupId: string) {
  const rows = await db
    .select()
    .from(updates)
    .where(eq(updates.startupId, startupId))
    .orderBy(desc(updates.createdAt), desc(updates.id))
  return rows.map(toUpdate)
}

/**
 * Updates in PostgreSQL; an update's e-mails go into the durable queue (update-mail.ts) in the
 * transaction that stores it, and `queued` hears how many.
 */
export function updatesStore(
  db: Db,
  updateMail: UpdateMail,
  queued: (update: StartupUpdate, emails: number) => void,
  push?: PushOutbox,
): UpdatesStore {
  return {
    ...startupOwners(db),
    ...suspensions(db),
    updatesOf: (startupId) => startupUpdates(db, startupId),
    posting: transaction(db, (tx) => ({
      lockedStartupOwner: (startupId) =>
        lookUp(tx, startups.ownerUid, startups.id, startupId, { lock: true }),
      updatesSince: (startupId, since) =>
        countSince(tx, updates, eq(updates.startupId, startupId), updates.createdAt, since),
      async addUpdate(startupId, fields, at) {
        const [inserted] = await tx
          .insert(updates)
          .values({ id: newId(), startupId, ...fields, createdAt: new Date(at) })
          .returning()
        await tx
          .update(startups)
          .set({ lastUpdateAt: inserted!.createdAt })
          .where(eq(startups.id, startupId))
        return toUpdate(inserted!)
      },
      async announce(update, base) {
        const emails = await updateMail.enqueue(
          tx,
          { id: update._id, startupId: update.startupid },
          base,
        )
        queued(update, emails)
      },
      async notifyReaders(startupId, notice, at) {
        const [startup] = await tx
          .select({ name: startups.name, ownerUid: startups.ownerUid })
          .from(startups)
          .where(eq(startups.id, startupId))
        if (!startup) return
        const { kind, title, body, link } = notice(startup.name)
        // Its investors (a payment not cancelled) and followers, once each, the founder aside.
        // Both drivers answer the rows written under `rows`.
        const written = (await tx.execute(sql`
          insert into ${notifications} (user_uid, kind, title, body, link, at)
          select uid, ${kind}, ${title}, ${body}, ${link}, ${new Date(at).toISOString()}::timestamptz
          from (
            select ${payments.userUid} as uid from ${payments}
            where ${payments.startupId} = ${startupId} and ${payments.cancelledAt} is null
            union
            select ${follows.userUid} from ${follows} where ${follows.startupId} = ${startupId}
          ) readers
          where uid <> ${startup.ownerUid}
          returning id, user_uid`)) as unknown as {
          rows: { id: string | number; user_uid: string }[]
        }
        await push?.(
          tx,
          written.rows.map((row) => ({ id: Number(row.id), userUid: row.user_uid, kind })),
        )
      },
    })),
    async feedOf(uid, limit, base) {
      const funded = db
        .select({ id: payments.startupId })
        .from(payments)
        .where(and(eq(payments.userUid, uid), isNull(payments.cancelledAt)))
      const followed = db
        .select({ id: follows.startupId })
        .from(follows)
        .where(eq(follows.userUid, uid))
      const rows = await db
        .select({
          update: updates,
          name: startups.name,
          logoFileId: startups.logoFileId,
          logoWidths: startups.logoWidths,
        })
        .from(updates)
        .innerJoin(startups, eq(startups.id, updates.startupId))
        .where(sql`${updates.startupId} in (${funded}) or ${updates.startupId} in (${followed})`)
        .orderBy(desc(updates.createdAt), desc(updates.id))
        .limit(limit)
      return rows.map((r) => ({
        update: toUpdate(r.update),
        startup: {
          _id: r.update.startupId,
          name: r.name,
          logo: `${base}/api/files/${r.logoFileId}`,
          logoWidths: r.logoWidths,
        },
      }))
    },
  }
}
