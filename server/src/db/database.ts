import { accessSync, constants, mkdirSync } from 'node:fs'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { fromPglite, type ConstructorOptions } from 'pg-boss'
import type { FastifyBaseLogger } from 'fastify'
import { loadLater } from '../load-later'
import { OperatorError } from '../operator-error'
import { createInMemory, openFolder } from './pglite-image'
import { schema } from './schema'
import { serverPath } from '../paths'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'postgres' | 'pglite'
  /** Applies the versioned migrations in server/drizzle (one process at a time). */
  migrate(): Promise<void>
  /** Whether the database answers now (for /readyz). */
  ping(timeoutMs?: number): Promise<boolean>
  close(): Promise<void>
  /** How the job queue (pg-boss) reaches this database: its own small pool, or the PGlite. */
  jobs: Pick<ConstructorOptions, 'connectionString' | 'max' | 'db' | 'backend'>
  /**
   * Bulk load: `COPY <statement>` fed with CSV text in chunks, from STDIN on PostgreSQL and from
   * a blob on PGlite (`FROM '/dev/blob'`, a batch of about 16 MB at a time).
   */
  copyFrom(statement: string, chunks: AsyncIterable<string> | Iterable<string>): Promise<void>
}

const MIGRATIONS = serverPath('drizzle')

/** pg-copy-streams, for the seeding commands' bulk loads only. */
const copyStreams = loadLater(() => import('pg-copy-streams'))
/** How much CSV text PGlite takes in one COPY (it holds the blob in memory). */
const PGLITE_COPY_BATCH = 16 * 1024 * 1024

/** pg_advisory_lock key: two processes starting together migrate one after the other. */
const MIGRATION_LOCK = 7_356_001

/** The embedded database's folder cannot be used; the message says what to do. */
export class DataDirError extends OperatorError {
  override name = 'DataDirError'
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined
  dataDir: string
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>
  poolSize?: number
}

/**
 * PostgreSQL through node-postgres when DATABASE_URL is set, otherwise PGlite (PostgreSQL in
 * WebAssembly) with its files in the data directory ('memory://' keeps it in memory). The same
 * schema, migrations and queries run on both.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : await openPglite(options.dataDir)
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ])
}

function openPostgres(url: string, options: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  })
  // A connection dropped while idle (the database restarting) must not end the process: the
  // pool makes a new one at the next query.
  pool.on('error', (error) => options.log.warn({ err: error }, 'database connection lost'))
  const db = drizzlePg(pool, { schema }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
        client.release()
      }
    },
    async ping(timeoutMs = 2_000) {
      try {
        await withTimeout(pool.query('select 1'), timeoutMs)
        return true
      } catch {
        return false
      }
    },
    close: () => pool.end(),
    jobs: { connectionString: url, max: 3 },
    async copyFrom(statement, chunks) {
      const { from: copyFrom } = await copyStreams()
      const client = await pool.connect()
      try {
        const stream = client.query(copyFrom(`COPY ${statement} FROM STDIN WITH (FORMAT csv)`))
        await pipeline(Readable.from(chunks), stream)
      } finally {
        client.release()
      }
    },
  }
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://')
  if (!inMemory) {
    try {
      mkdirSync(dataDir, { recursive: true })
      accessSync(dataDir, constants.R_OK | constants.W_OK)
    } catch (error) {
      throw new DataDirError(
        `SEEDLING_DATA_DIR (${dataDir}) cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'}): give the server's user write access to it, or set SEEDLING_DATA_DIR to a folder it can write (or DATABASE_URL for PostgreSQL)`,
        { cause: error },
      )
    }
  }
  let client: PGlite
  try {
    client = inMemory
      ? await createInMemory({ extensions: { pg_trgm } })
      : await openFolder(dataDir, { extensions: { pg_trgm } })
  } catch (error) {
    throw new DataDirError(
      `PGlite could not open its database in ${dataDir}: is another server process using that folder, is the disk full, or are its files from a damaged copy? (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    )
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS })
    },
    async ping(timeoutMs = 2_000) {
      try {
        await withTimeout(db.execute(sql`select 1`), timeoutMs)
        return true
      } catch {
        return false
      }
    },
    close: () => client.close(),
    jobs: { db: fromPglite(client), backend: 'pglite' },
    async copyFrom(statement, chunks) {
      const copy = (batch: string[]) =>
        client.query(`COPY ${statement} FROM '/dev/blob' WITH (FORMAT csv)`, [], {
          blob: new Blob(batch),
        })
      let batch: string[] = []
      let size = 0
      for await (const chunk of chunks) {
        batch.push(chunk)
        size += chunk.length
        if (size >= PGLITE_COPY_BATCH) {
          await copy(batch)
          batch = []
          size = 0
        }
      }
      if (batch.length) await copy(batch)
    },
  }
}
