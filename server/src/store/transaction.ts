import type { Db } from '../db/database'

/** What a transaction of the database hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * A store's transaction port: `work` runs inside one database transaction, given the ports that
 * `over` builds on it, so the rows they lock stay locked and their writes commit or roll back
 * together, until `work` ends.
 */
export const transaction =
  <Ports>(db: Db, over: (tx: Tx) => Ports) =>
  <T>(work: (ports: Ports) => Promise<T>): Promise<T> =>
    db.transaction((tx) => work(over(tx)))
