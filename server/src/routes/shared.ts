import { and, count, eq, gt, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { noSuchStartup } from '@/domain/investing'
import type { Db } from '../db/database'
import { startups } from '../db/schema'

/** A path's id or uid: the contract's ids are at most 128 characters. */
export { idParamsSchema as idParams } from '@/domain/ids'
export { uidParamsSchema as uidParams } from '@/domain/ids'
/** How many rows matching `where` have `at` within the last `windowMs` (the rate limits). */
export async function countSince(
  tx: Pick<Db, 'select'>,
  table: PgTable,
  where: SQL,
  at: AnyPgColumn,
  windowMs: number,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(where, gt(at, new Date(Date.now() - windowMs))))
  return row?.n ?? 0
}

export async function startupOwner(db: Db, id: string) {
  const [startup] = await db
    .select({ ownerUid: startups.ownerUid, name: startups.name })
    .from(startups)
    .where(eq(startups.id, id))
  if (!startup) throw noSuchStartup()
  return startup
}
