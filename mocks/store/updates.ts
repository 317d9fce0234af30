import { newId } from '@/domain/ids'
import { byNewest, type FeedItem, type StartupUpdate } from '@/domain/updates'
import type { PostingTransaction, UpdatesStore } from '@/operations/updates'
import type { Backend } from '../backend'
import type { UpdateRecord } from '../data/schemas'
import { notify } from './notifications'
import { startupOwners, suspensions } from './owners'

const toUpdate = (record: UpdateRecord): StartupUpdate => ({
  _id: record._id,
  startupid: record.startupid,
  title: record.title,
  body: record.body,
  createdAt: record.createdAt,
})

/** Updates over the demo's database (the demo sends no e-mail: its investors read the feed). */
export function updatesStore(backend: Backend): UpdatesStore {
  const { db } = backend
  const owners = startupOwners(backend)
  const posting: PostingTransaction = {
    lockedStartupOwner: owners.startupOwner,
    updatesSince: async (startupid, since) =>
      db.updates
        .findMany((q) => q.where({ startupid }))
        .filter((update) => update.createdAt > new Date(since).toISOString()).length,
    addUpdate: async (startupid, fields, at) =>
      toUpdate(
        await db.updates.create({
          _id: newId(),
          startupid,
          title: fields.title,
          body: fields.body,
          createdAt: new Date(at).toISOString(),
        }),
      ),
    announce: async () => undefined,
    async notifyReaders(startupid, notice, at) {
      const startup = db.startups.findFirst((q) => q.where({ _id: startupid }))
      if (!startup) return
      const readers = new Set([
        ...db.payments
          .findMany((q) => q.where({ startupid }))
          .filter((payment) => !payment.cancelledAt)
          .map((payment) => payment.useruid),
        ...db.follows.findMany((q) => q.where({ startupid })).map((follow) => follow.useruid),
      ])
      readers.delete(startup.ownerUid)
      for (const uid of readers) await notify(backend, uid, notice(startup.name), at)
    },
  }
  return {
    ...owners,
    ...suspensions(backend),
    updatesOf: async (startupid) =>
      db.updates
        .findMany((q) => q.where({ startupid }))
        .map(toUpdate)
        .sort(byNewest),
    posting: (work) => backend.exclusive(() => work(posting)),
    feedOf: async (uid, limit) => {
      const ids = new Set([
        ...db.payments
          .findMany((q) => q.where({ useruid: uid }))
          .filter((payment) => !payment.cancelledAt)
          .map((payment) => payment.startupid),
        ...db.follows.findMany((q) => q.where({ useruid: uid })).map((follow) => follow.startupid),
      ])
      const items: FeedItem[] = []
      for (const id of ids) {
        const startup = db.startups.findFirst((q) => q.where({ _id: id }))
        if (!startup) continue
        for (const update of db.updates.findMany((q) => q.where({ startupid: id })))
          items.push({
            update: toUpdate(update),
            startup: {
              _id: startup._id,
              name: startup.name,
              logo: startup.logo,
              logoWidths: startup.logoWidths,
            },
          })
      }
      return items.sort((a, b) => byNewest(a.update, b.update)).slice(0, limit)
    },
  }
}
