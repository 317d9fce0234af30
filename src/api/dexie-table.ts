import type { Table } from 'dexie'

/**
 * One table of an IndexedDB database through Dexie, opened (and Dexie loaded) on first use, so
 * that neither is on the first screen's critical path. `indexes` is Dexie's schema of the table:
 * its key first, then what it is searched by.
 */
export function lazyDexieTable<Row, Key>(database: string, table: string, indexes: string) {
  let opened: Promise<Table<Row, Key>> | null = null
  return () =>
    (opened ??= import('dexie').then(({ default: Dexie }) => {
      const db = new Dexie(database)
      db.version(1).stores({ [table]: indexes })
      return db.table<Row, Key>(table)
    }))
}
