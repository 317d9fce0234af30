import { uidParamsSchema } from '@/domain/ids'
import {
  FEED_SIZE,
  feedResponseSchema,
  postUpdateResponseSchema,
  postUpdateInputSchema,
  tooManyUpdates,
  UPDATE_WINDOW_MS,
  UPDATES_PER_DAY,
  updatesResponseSchema,
  type FeedItem,
  type StartupUpdate,
  type UpdateFields,
} from '@/domain/updates'
import { updateNotice, type NewNotification } from '@/domain/notifications'
import { noSuchStartup, notYourStartup } from '@/domain/startup'
import { requireNotSuspended, startupRead, type StartupOwners, type Suspensions } from './access'
import { operationsOver } from './operation'

/** What posting an update needs of a store, inside one transaction. */
export interface PostingTransaction {
  /** The startup's owner, its row locked until the end (the daily limit holds); undefined if none. */
  lockedStartupOwner(startupId: string): Promise<string | undefined>
  updatesSince(startupId: string, since: number): Promise<number>
  addUpdate(startupId: string, fields: UpdateFields, at: number): Promise<StartupUpdate>
  /**
   * Tells the startup's investors (an e-mail each on a server, queued in this transaction: the
   * update and its e-mails are written together or not at all); `base` is where links point.
   */
  announce(update: StartupUpdate, base: string): Promise<void>
  /**
   * Tells the startup's investors (payments not cancelled) and followers, once each, in their
   * notification centres (an optional extension): `notice` made with the startup's name.
   */
  notifyReaders(
    startupId: string,
    notice: (startupName: string) => NewNotification,
    at: number,
  ): Promise<void>
}

/** What updates need of a store. */
export interface UpdatesStore extends StartupOwners, Suspensions {
  /** A startup's updates, newest first. */
  updatesOf(startupId: string): Promise<StartupUpdate[]>
  posting<T>(work: (tx: PostingTransaction) => Promise<T>): Promise<T>
  /**
   * The newest updates (at most `limit`) of the startups the user funded (not cancelled) or
   * follows, each with its startup; logos are addressed from `base`.
   */
  feedOf(uid: string, limit: number, base: string): Promise<FeedItem[]>
}

const extension = 'Updates'
const operation = operationsOver<UpdatesStore>({ extension })

/** Updates (docs/product.md#updates): the founder posts, anyone reads, investors get a feed. */
export const updateOperations = [
  startupRead(operation, {
    path: '/startups/updates/:id',
    response: updatesResponseSchema,
    read: async (store, id) => ({ data: await store.updatesOf(id) }),
  }),
  operation({
    method: 'POST',
    path: '/startups/postupdate',
    access: 'self',
    body: postUpdateInputSchema,
    response: postUpdateResponseSchema,
    status: 201,
    async run({ store, caller, now, base }, { body }) {
      await requireNotSuspended(store, caller.uid)
      const data = await store.posting(async (tx) => {
        const owner = await tx.lockedStartupOwner(body.startupid)
        if (owner === undefined) throw noSuchStartup()
        if (owner !== caller.uid) throw notYourStartup()
        const recent = await tx.updatesSince(body.startupid, now - UPDATE_WINDOW_MS)
        if (recent >= UPDATES_PER_DAY) throw tooManyUpdates()
        const update = await tx.addUpdate(body.startupid, body, now)
        await tx.announce(update, base)
        await tx.notifyReaders(
          body.startupid,
          (name) => updateNotice({ id: body.startupid, name }, update.title),
          now,
        )
        return update
      })
      return { data }
    },
  }),
  operation({
    method: 'GET',
    path: '/users/feed/:uid',
    access: 'self',
    params: uidParamsSchema,
    response: feedResponseSchema,
    async run({ store, base }, { params }) {
      return { data: await store.feedOf(params.uid, FEED_SIZE, base) }
    },
  }),
]
