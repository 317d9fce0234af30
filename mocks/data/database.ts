import { Collection } from '@msw/data'
import { COLLECTION_NAMES, type Persistence } from './persistence'
import {
  otpRecordSchema,
  paymentRecordSchema,
  startupRecordSchema,
  userRecordSchema,
} from './schemas'
import { createWriteThrough } from './write-through'

/** The demo backend's collections, written through to `persistence` record by record. */
export function createDatabase(persistence: Persistence) {
  const writes = createWriteThrough(persistence)
  const users = new Collection({
    schema: userRecordSchema,
    extensions: [writes.extension('users', (r) => String(r.useruid))],
  })
  const startups = new Collection({
    schema: startupRecordSchema,
    extensions: [writes.extension('startups', (r) => String(r._id))],
  })
  const payments = new Collection({
    schema: paymentRecordSchema,
    extensions: [writes.extension('payments', (r) => String(r._id))],
  })
  const otps = new Collection({
    schema: otpRecordSchema,
    extensions: [writes.extension('otps', (r) => String(r._id))],
  })
  const collections = { users, startups, payments, otps }

  return {
    ...collections,
    persistence,
    flush: writes.flush,
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
