import { and, count, gt, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/database'

/** How many rows matching `where` have `at` after `since` (ms since the epoch): the rate limits. */
export async function countSince(
  tx: Pick<Db, 'select'>,
  table: PgTable,
  where: SQL,
  at: AnyPgColumn,
  since: number,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(where, gt(at, new Date(since))))
  return row?.n ?? 0
}
