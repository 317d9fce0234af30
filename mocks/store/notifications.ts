import { newId } from '@/domain/ids'
import type { NewNotification } from '@/domain/notifications'
import { switchOf } from '@/domain/push'
import type { NotificationsStore } from '@/operations/notifications'
import type { Backend } from '../backend'

/**
 * Writes an entry in `uid`'s notification centre (inside the event's own exclusive section).
 * When its reader turned notifications on on this device and wants its kind (Web Push, an
 * optional extension), the demo shows it at once through the service worker, as a push would.
 */
export async function notify(backend: Backend, uid: string, notice: NewNotification, at: number) {
  const { db } = backend
  await db.notifications.create({
    _id: newId(),
    useruid: uid,
    ...notice,
    at: new Date(at).toISOString(),
    readAt: null,
  })
  const reader = db.users.findFirst((q) => q.where({ useruid: uid }))
  const kindSwitch = switchOf(notice.kind)
  if (!reader?.pushOnThisDevice || (kindSwitch && reader.pushOff?.includes(kindSwitch))) return
  const unread = db.notifications
    .findMany((q) => q.where({ useruid: uid }))
    .filter((entry) => !entry.readAt).length
  backend.showNotification?.({ title: notice.title, link: notice.link, unread })
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
