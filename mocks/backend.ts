import type { PushPayload } from '@/domain/push'
import type { LogoSize } from '@/domain/logo-sizes'
import type { FileToKeep } from '@/operations/startups'
import { logoSizes } from './logo-sizes'
import { createDatabase, type Database } from './data/database'
import type { Persistence } from './data/persistence'
import { seedDatabase } from './data/seed'
import { ensureDemoOperator } from './data/demo-operator'
import { createMutex } from './utils/mutex'

/** The browser's storage refused a write (full, blocked or closed); nothing was kept. */
export class StorageError extends Error {
  readonly full: boolean
  constructor(cause: unknown) {
    super('Storage write failed', { cause })
    this.full = (cause as { name?: string } | null)?.name === 'QuotaExceededError'
  }
}

/** Who a bearer token belongs to, or null when it is missing, forged or expired. */
export type VerifyToken = (
  token: string,
) => Promise<{ uid: string; email?: string; emailVerified?: boolean } | null>

export interface OtpDelivery {
  code: string
  amount: number
  startupName: string
  useruid: string
}

export interface BackendOptions {
  persistence: Persistence
  verifyToken: VerifyToken
  /** Sends the one-time code: the demo inbox in the browser, an outbox in tests. */
  deliverOtp: (delivery: OtpDelivery) => void
  /** The clock, replaceable in tests. */
  now?: () => number
  /**
   * Shows a notification on this device (Web Push in the demo: the service worker's
   * `showNotification`); absent where there is none (tests record them instead).
   */
  showNotification?: (push: PushPayload) => void
  /**
   * Makes an uploaded logo's smaller copies (logo sizes): the browser's canvas by default
   * (mocks/logo-sizes.ts); Node, which has none, is given sharp's (mocks/node.ts).
   */
  logoSizes?: (logo: FileToKeep) => Promise<LogoSize[]>
  /** Seed an empty database on first start (default true). */
  seed?: boolean
  /** Generated startups added to the seed, to try the demo at scale (default 0). */
  extraStartups?: number
}

/**
 * The state behind the mock handlers: the database, the clock, token checks and a lock for
 * writes. The same backend serves the browser worker, and vitest.
 */
export function createBackend(options: BackendOptions) {
  const db: Database = createDatabase(options.persistence)
  const now = options.now ?? Date.now
  const local = createMutex()
  let version = -1
  /** Changes whenever this copy of the data may have changed: for answers worth keeping. */
  let revision = 0
  const start = async () => {
    // The version is read before the records: another tab's write landing during the load makes
    // the copy newer than its version, and so loaded again at the next sync, never the reverse
    // (a copy older than its version would be written back over that tab's write).
    const stored = await options.persistence.version()
    const found = await db.load()
    version =
      !found && options.seed !== false
        ? await seedDatabase(db, now(), options.extraStartups)
        : stored
    // Every demo backend has its operator account, also one kept from before operators existed
    // (docs/product.md#operators).
    await ensureDemoOperator(db, new Date(now()).toISOString())
  }
  const ready = start()

  /**
   * Another tab wrote since this copy was loaded: load it again (IndexedDB is the truth). One
   * catch-up at a time: two at once (the page's start and its first request) would each empty
   * the copy and load it again, leaving every record twice.
   */
  const catchingUp = createMutex()
  const sync = () =>
    catchingUp(async () => {
      await ready
      const stored = await options.persistence.version()
      if (stored === version) return
      await db.unload()
      await db.load()
      version = stored
      revision += 1
    })

  /**
   * Runs a write: where the browser has Web Locks, one at a time across every tab of the demo;
   * on fresh data; stored (and announced to other tabs) before it ends. Within a page, requests
   * are already one at a time (`serve`).
   */
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const store = async () => {
      revision += 1
      try {
        await db.flush()
      } catch (error) {
        // Not stored: drop the unsaved change from memory and say so.
        await db.unload()
        await db.load()
        throw new StorageError(error)
      }
      version = await options.persistence.bumpVersion()
    }
    const guarded = async () => {
      await sync()
      let result: T
      try {
        result = await work()
      } catch (error) {
        // A refused request may still have changed something before it failed: store that too.
        await store()
        throw error
      }
      await store()
      return result
    }
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
    return locks ? locks.request('seedling-demo-backend', guarded) : guarded()
  }

  const resetData = () =>
    exclusive(async () => {
      await db.unload()
      await seedDatabase(db, now(), options.extraStartups)
    })

  return {
    db,
    now,
    verifyToken: options.verifyToken,
    deliverOtp: options.deliverOtp,
    showNotification: options.showNotification,
    logoSizes: options.logoSizes ?? logoSizes,
    exclusive,
    /** A number that changes whenever the data may have changed (see `revision`). */
    revision: () => revision,
    /**
     * Waits for the first load, then catches up with other tabs' writes, between requests (a
     * request never sees its copy emptied and loaded again under it).
     */
    ready: () => ready.then(() => local(sync)),
    /**
     * Handles one request at a time in this page, on data caught up with other tabs, so no
     * request ever sees the copy half reloaded or another request's unfinished write.
     */
    serve: <T>(work: () => Promise<T>): Promise<T> =>
      local(async () => {
        await sync()
        return work()
      }),
    /** Empties the database and seeds it again, inside a request (`serve`). */
    resetData,
    /** The demo's 'Reset demo data', from outside a request. */
    reset: () => local(resetData),
  }
}
export type Backend = ReturnType<typeof createBackend>
