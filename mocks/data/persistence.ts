import { Dexie, type Table } from 'dexie'
import type { StoredFile } from './schemas'

export const COLLECTION_NAMES = [
  'users',
  'startups',
  'payments',
  'otps',
  'updates',
  'questions',
  'follows',
  'views',
  'records',
  'reports',
  'notifications',
] as const
export type CollectionName = (typeof COLLECTION_NAMES)[number]

/** Where the demo backend keeps its records between reloads. Writes are per record. */
export interface Persistence {
  loadAll(name: CollectionName): Promise<Record<string, unknown>[]>
  put(name: CollectionName, records: Record<string, unknown>[]): Promise<void>
  remove(name: CollectionName, keys: string[]): Promise<void>
  putFile(file: StoredFile): Promise<void>
  getFile(id: string): Promise<StoredFile | undefined>
  /** Deletes files no record names any more (a replaced logo or report). */
  removeFiles(ids: string[]): Promise<void>
  clear(): Promise<void>
  /**
   * Replaces everything (records and files) with `records` in one transaction and bumps the
   * version: a seed or reset interrupted by a reload leaves nothing half written.
   */
  replaceAll(records: Record<CollectionName, Record<string, unknown>[]>): Promise<number>
  /** A counter every writer bumps, so other tabs can tell their copy is stale. */
  version(): Promise<number>
  bumpVersion(): Promise<number>
}

export const DEMO_BACKEND_DB_NAME = 'seedling-demo-backend'

/** IndexedDB through Dexie: one table per collection keyed by `_key`, one for files. */
export function indexedDbPersistence(name: string = DEMO_BACKEND_DB_NAME): Persistence {
  const db = new Dexie(name) as Dexie & Record<CollectionName | 'files' | 'meta', Table>
  db.version(1).stores({
    users: '_key',
    startups: '_key',
    payments: '_key',
    otps: '_key',
    files: 'id',
  })
  db.version(2).stores({ meta: 'key' })
  // Updates, questions, following and page views (optional extensions of the contract).
  db.version(3).stores({ updates: '_key', questions: '_key', follows: '_key', views: '_key' })
  // The operators' record (optional extension).
  db.version(4).stores({ records: '_key' })
  // Reports of startups and questions (optional extension, operators).
  db.version(5).stores({ reports: '_key' })
  // The notification centre (optional extension).
  db.version(6).stores({ notifications: '_key' })
  return {
    loadAll: async (collection) =>
      (await db[collection].toArray()).map(({ _key, ...record }) => record),
    put: async (collection, records) => {
      await db[collection].bulkPut(records)
    },
    remove: async (collection, keys) => {
      await db[collection].bulkDelete(keys)
    },
    putFile: async (file) => {
      await db.files.put(file)
    },
    getFile: (id) => db.files.get(id),
    removeFiles: async (ids) => {
      await db.files.bulkDelete(ids)
    },
    clear: async () => {
      await db.transaction('rw', [...COLLECTION_NAMES.map((n) => db[n]), db.files], async () => {
        await Promise.all([...COLLECTION_NAMES.map((n) => db[n].clear()), db.files.clear()])
      })
    },
    replaceAll: (records) =>
      db.transaction('rw', [...COLLECTION_NAMES.map((n) => db[n]), db.files, db.meta], async () => {
        for (const name of COLLECTION_NAMES) {
          await db[name].clear()
          await db[name].bulkPut(records[name])
        }
        await db.files.clear()
        const stored = (await db.meta.get('version')) as { value?: number } | undefined
        const next = (stored?.value ?? 0) + 1
        await db.meta.put({ key: 'version', value: next })
        return next
      }),
    version: async () =>
      ((await db.meta.get('version')) as { value?: number } | undefined)?.value ?? 0,
    bumpVersion: () =>
      db.transaction('rw', db.meta, async () => {
        const next =
          (((await db.meta.get('version')) as { value?: number } | undefined)?.value ?? 0) + 1
        await db.meta.put({ key: 'version', value: next })
        return next
      }),
  }
}

/** Keeps nothing across restarts: for tests and throwaway servers. */
export function memoryPersistence(): Persistence {
  const tables = new Map<string, Map<string, Record<string, unknown>>>()
  const files = new Map<string, StoredFile>()
  let version = 0
  const table = (name: string) => {
    if (!tables.has(name)) tables.set(name, new Map())
    return tables.get(name)!
  }
  return {
    loadAll: async (name) => [...table(name).values()].map(({ _key, ...record }) => record),
    put: async (name, records) => {
      for (const record of records) table(name).set(String(record._key), structuredClone(record))
    },
    remove: async (name, keys) => {
      for (const key of keys) table(name).delete(key)
    },
    putFile: async (file) => {
      files.set(file.id, file)
    },
    getFile: async (id) => files.get(id),
    removeFiles: async (ids) => {
      for (const id of ids) files.delete(id)
    },
    clear: async () => {
      tables.clear()
      files.clear()
    },
    replaceAll: async (records) => {
      tables.clear()
      files.clear()
      for (const name of COLLECTION_NAMES)
        for (const record of records[name])
          table(name).set(String(record._key), structuredClone(record))
      return ++version
    },
    version: async () => version,
    bumpVersion: async () => ++version,
  }
}
