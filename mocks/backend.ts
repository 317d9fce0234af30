import { createDatabase, type Database } from './data/database'
import type { Persistence } from './data/persistence'
import { seedDatabase } from './data/seed'
import { createMutex } from './utils/mutex'

/** Who a bearer token belongs to, or null when it is missing, forged or expired. */
export type VerifyToken = (token: string) => Promise<{ uid: string } | null>

export interface OtpDelivery {
  code: string
  amount: number
  startupName: string
  useruid: string
}

export interface BackendOptions {
  persistence: Persistence
  verifyToken: VerifyToken
  /** Sends the one-time code: the demo inbox in the browser, a test mailbox on the local server. */
  deliverOtp: (delivery: OtpDelivery) => void
  /** The clock, replaceable in tests. */
  now?: () => number
  /** Seed an empty database on first start (default true). */
  seed?: boolean
}

/**
 * The state behind the mock handlers: the database, the clock, token checks and a lock for
 * writes. The same backend serves the browser worker, vitest and the local Node server.
 */
export function createBackend(options: BackendOptions) {
  const db: Database = createDatabase(options.persistence)
  const now = options.now ?? Date.now
  const exclusive = createMutex()
  const start = async () => {
    const found = await db.load()
    if (!found && options.seed !== false) await seedDatabase(db, now())
  }
  let ready = start()

  return {
    db,
    now,
    verifyToken: options.verifyToken,
    deliverOtp: options.deliverOtp,
    exclusive,
    ready: () => ready,
    /** Empties the database and seeds it again (the demo's 'Reset demo data'). */
    reset: () =>
      exclusive(async () => {
        await ready
        await db.clear()
        ready = seedDatabase(db, now())
        await ready
      }),
  }
}
export type Backend = ReturnType<typeof createBackend>
