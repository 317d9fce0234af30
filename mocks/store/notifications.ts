import { newId } from '@/domain/ids'
import type { NewNotification } from '@/domain/notifications'
import type { NotificationsStore } from '@/operations/notifications'
import type { Backend } from '../backend'
import type { Database } from '../data/database'

/** Writes an entry in `uid`'s notification centre (inside the event's own exclusive section). */
export async function notify(db: Database, uid: string, notice: NewNotification, at: number) {
  await db.notifications.create({
    _id: newId(),
    useruid: uid,
    ...notice,
    at: new Date(at).toISOString(),
    readAt: null,
  })
}

/** The notification centre over the demo's database. */
export function notificationsStore(backend: Backend): NotificationsStore {
  const { db } = backend
  const theirs = (uid: string) => db.notifications.findMany((q) => q.where({ useruid: uid }))
  const unreadOf = (uid: string) => theirs(uid).filter((entry) => !entry.readAt).length
  return {
    async notificationsOf(uid, limit) {
      const notifications = theirs(uid)
        .sort((a, b) => b.at.localeCompare(a.at) || b._id.localeCompare(a._id))
        .slice(0, limit)
        .map(({ _id, useruid: _owner, readAt, ...entry }) => ({
          ...entry,
          id: _id,
          read: readAt !== null,
        }))
      return { notifications, unread: unreadOf(uid) }
    },
    markRead: (uid, ids, at) =>
      backend.exclusive(async () => {
        const wanted = ids && new Set(ids)
        for (const entry of theirs(uid))
          if (!entry.readAt && (!wanted || wanted.has(entry._id)))
            await db.notifications.update((q) => q.where({ _id: entry._id }), {
              data(row) {
                row.readAt = new Date(at).toISOString()
              },
            })
        return unreadOf(uid)
      }),
  }
}
