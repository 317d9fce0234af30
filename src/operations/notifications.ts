import { uidParamsSchema } from '@/domain/ids'
import {
  NOTIFICATIONS_LIMIT,
  notificationsResponseSchema,
  readNotificationsInputSchema,
  readNotificationsResponseSchema,
  type Notifications,
} from '@/domain/notifications'
import { operationsOver } from './operation'

/** What the notification centre needs of a store (the entries are written by the events' own). */
export interface NotificationsStore {
  /** The newest `limit` entries of the user's, and how many of all theirs are unread. */
  notificationsOf(uid: string, limit: number): Promise<Notifications>
  /** Marks these entries of the user's read (all theirs without `ids`); how many stay unread. */
  markRead(uid: string, ids: string[] | undefined, at: number): Promise<number>
}

const operation = operationsOver<NotificationsStore>({ extension: 'Notifications' })

/** The notification centre (docs/product.md#notifications): read it, mark entries read. */
export const notificationOperations = [
  operation({
    method: 'GET',
    path: '/users/notifications/:uid',
    access: 'self',
    params: uidParamsSchema,
    response: notificationsResponseSchema,
    run: ({ store }, { params }) => store.notificationsOf(params.uid, NOTIFICATIONS_LIMIT),
  }),
  operation({
    method: 'POST',
    path: '/users/notifications/read',
    access: 'self',
    body: readNotificationsInputSchema,
    response: readNotificationsResponseSchema,
    async run({ store, now }, { body }) {
      return { unread: await store.markRead(body.useruid, body.ids, now) }
    },
  }),
]
