import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { NewNotification } from '@/domain/notifications'
import type { NotificationsStore } from '@/operations/notifications'
import type { Db } from '../db/database'
import { notifications } from '../db/schema'
import type { Pushed } from '../push'
import type { Tx } from './transaction'

/** Queues the pushes of notifications just written (Web Push), in their transaction. */
export type PushOutbox = (tx: Tx, rows: Pushed[]) => Promise<void>

/**
 * Writes an entry in `uid`'s notification centre, in `tx` (the event's own transaction), and
 * queues its pushes with it when the server sends any.
 */
export async function notify(
  tx: Tx,
  uid: string,
  notice: NewNotification,
  at: number,
  push: PushOutbox | undefined,
) {
  const [row] = await tx
    .insert(notifications)
    .values({ userUid: uid, ...notice, at: new Date(at) })
    .returning({ id: notifications.id })
  await push?.(tx, [{ id: row!.id, userUid: uid, kind: notice.kind }])
}

const unread = (uid: string) => and(eq(notifications.userUid, uid), isNull(notifications.readAt))

async function unreadCount(db: Pick<Db, 'select'>, uid: string) {
  const [row] = await db.select({ n: count() }).from(notifications).where(unread(uid))
  return row?.n ?? 0
}

/** The notification centre in PostgreSQL: a person's entries, newest first, one index range. */
export function notificationsStore(db: Db): NotificationsStore {
  return {
    async notificationsOf(uid, limit) {
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userUid, uid))
        .orderBy(desc(notifications.at), desc(notifications.id))
        .limit(limit)
      return {
        notifications: rows.map((row) => ({
          id: String(row.id),
          kind: row.kind,
          title: row.title,
          body: row.body,
          link: row.link,
          at: row.at.toISOString(),
          read: row.readAt !== null,
        })),
        unread: await unreadCount(db, uid),
      }
    },
    markRead: (uid, ids, at) =>
      db.transaction(async (tx) => {
        // Ids are the table's numbers; anything else names no entry of theirs.
        const wanted = ids?.filter((id) => /^\d{1,18}$/.test(id)).map(Number)
        if (!wanted || wanted.length > 0)
          await tx
            .update(notifications)
            .set({ readAt: new Date(at) })
            .where(and(unread(uid), wanted ? inArray(notifications.id, wanted) : undefined))
        return unreadCount(tx, uid)
      }),
  }
}
