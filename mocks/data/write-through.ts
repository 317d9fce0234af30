import { defineExtension } from '@msw/data/extensions'
import type { CollectionName, Persistence } from './persistence'

/**
 * An @msw/data extension that writes each created, updated or deleted record to the
 * persistence as it happens (never the whole database, never on `unload`). `flush()` resolves
 * when every write so far is stored, so an answer is only sent once its data is safe.
 */
export function createWriteThrough(persistence: Persistence) {
  let pending: Promise<void> = Promise.resolve()
  let failure: unknown = null
  let paused = false
  const enqueue = (write: () => Promise<void>) => {
    pending = pending.then(write).catch((error: unknown) => {
      failure = error
    })
  }

  return {
    extension(name: CollectionName, keyOf: (record: Record<string, unknown>) => string) {
      return defineExtension({
        name: `write-through:${name}`,
        extend(collection) {
          const put = (record: Record<string, unknown>) => {
            if (paused) return
            const snapshot = { ...structuredClone({ ...record }), _key: keyOf(record) }
            enqueue(() => persistence.put(name, [snapshot]))
          }
          collection.hooks.on('create', (event) => put(event.data.record))
          collection.hooks.on('update', (event) => put(event.data.nextRecord))
          collection.hooks.on('delete', (event) => {
            if (paused) return
            const key = keyOf(event.data.deletedRecord)
            enqueue(() => persistence.remove(name, [key]))
          })
        },
      })
    },
    /** Runs `work` without writing (used while loading records that are already stored). */
    async quietly(work: () => Promise<void>) {
      paused = true
      try {
        await work()
      } finally {
        paused = false
      }
    },
    /** Waits for every queued write; rethrows the first failure (quota, closed database). */
    async flush() {
      await pending
      if (failure) {
        const error = failure
        failure = null
        throw error
      }
    },
  }
}
