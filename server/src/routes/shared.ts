import { and, count, eq, gt, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { noSuchStartup } from '@/domain/investing'
import { notYourStartup } from '@/domain/updates'
import { z } from '@/domain/zod'
import type { Db } from '../db/database'
import { startups } from '../db/schema'

/** A path's id or uid: the contract's ids are at most 128 characters. */
export const idParams = z.object({ id: z.string().min(1).max(128) })
export const uidParams = z.object({ uid: z.string().min(1).max(128) })
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

export async function ownStartup(db: Db, id: string, uid: string) {
  const startup = await startupOwner(db, id)
  if (startup.ownerUid !== uid) throw notYourStartup()
  return startup
}
