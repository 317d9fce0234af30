import { Dexie, type EntityTable } from 'dexie'

/** An account of demo auth, kept in the browser's IndexedDB. */
export interface DemoAccount {
  uid: string
  email: string
  displayName: string
  photoURL: string
  provider: 'password' | 'google'
  salt: string
  hash: string
  createdAt: number
}

export const DEMO_AUTH_DB_NAME = 'seedling-demo-auth'

export type DemoAuthDb = Dexie & { accounts: EntityTable<DemoAccount, 'uid'> }

/** Opens the demo-auth database (separate from the demo backend's and the offline cache's). */
export function openDemoAuthDb(name: string = DEMO_AUTH_DB_NAME): DemoAuthDb {
  const db = new Dexie(name) as DemoAuthDb
  db.version(1).stores({ accounts: 'uid, &email' })
  return db
}
