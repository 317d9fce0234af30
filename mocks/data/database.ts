import { Collection } from '@msw/data'
import type { z } from '@/domain/zod'
import { COLLECTION_NAMES, type CollectionName, type Persistence } from './persistence'
import {
  followRecordSchema,
  otpRecordSchema,
  paymentRecordSchema,
  questionRecordSchema,
  recordEntrySchema,
  notificationRecordSchema,
  reportRecordSchema,
  startupRecordSchema,
  updateRecordSchema,
  userRecordSchema,
  viewRecordSchema,
} from './schemas'
import { createWriteThrough } from './write-through'

/** The demo backend's collections, written through to `persistence` record by record. */
export function createDatabase(persistence: Persistence) {
  const writes = createWriteThrough(persistence)
  const keys: Record<CollectionName, (record: Record<string, unknown>) => string> = {
    users: (r) => String(r.useruid),
    startups: (r) => String(r._id),
    payments: (r) => String(r._id),
    otps: (r) => String(r._id),
    updates: (r) => String(r._id),
    questions: (r) => String(r._id),
    follows: (r) => String(r._id),
    views: (r) => String(r._id),
    records: (r) => String(r._id),
    reports: (r) => String(r._id),
    notifications: (r) => String(r._id),
  }
  const collection = <Schema extends z.ZodType>(name: CollectionName, schema: Schema) =>
    new Collection({ schema, extensions: [writes.extension(name, keys[name])] })
  const users = collection('users', userRecordSchema)
  const startups = collection('startups', startupRecordSchema)
  const payments = collection('payments', paymentRecordSchema)
  const otps = collection('otps', otpRecordSchema)
  const updates = collection('updates', updateRecordSchema)
  const questions = collection('questions', questionRecordSchema)
  const follows = collection('follows', followRecordSchema)
  const views = collection('views', viewRecordSchema)
  const records = collection('records', recordEntrySchema)
  const reports = collection('reports', reportRecordSchema)
  const notifications = collection('notifications', notificationRecordSchema)
  const collections = {
    users,
    startups,
    payments,
    otps,
    updates,
    questions,
    follows,
    views,
    records,
    reports,
    notifications,
  }

  return {
    ...collections,
    persistence,
    flush: writes.flush,
    /** Runs `work` on the in-memory collections without writing each record. */
    quietly: writes.quietly,
    /** Stores the whole in-memory state in one transaction (seed and reset); the new version. */
    storeAll(): Promise<number> {
      const records = Object.fromEntries(
        COLLECTION_NAMES.map((name) => [
          name,
          (collections[name] as Collection<never>).all().map((record) => {
            const plain = structuredClone({ ...(record as Record<string, unknown>) })
            return { ...plain, _key: keys[name](plain) }
          }),
        ]),
      ) as unknown as Record<CollectionName, Record<string, unknown>[]>
      return persistence.replaceAll(records)
    },
    /** Loads what the persistence holds; returns false when it held nothing (first run). */
    async load(): Promise<boolean> {
      let found = false
      await writes.quietly(async () => {
        for (const name of COLLECTION_NAMES) {
          const records = await persistence.loadAll(name)
          found ||= records.length > 0
          const collection = collections[name] as Collection<never>
          for (const record of records) await collection.create(record as never)
        }
      })
      return found
    },
    /** Drops the in-memory copy (not the stored data), before loading it again. */
    async unload() {
      await writes.quietly(async () => {
        for (const name of COLLECTION_NAMES)
          (collections[name] as Collection<never>).deleteMany((q) => q.where(() => true))
      })
    },
    /** Empties every collection and the stored files. */
    async clear() {
      await writes.quietly(async () => {
        for (const name of COLLECTION_NAMES)
          (collections[name] as Collection<never>).deleteMany((q) => q.where(() => true))
      })
      await writes.flush()
      await persistence.clear()
    },
  }
}
export type Database = ReturnType<typeof createDatabase>
