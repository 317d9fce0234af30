import { eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/database'

/**
 * `column` of the row of its table whose `key` is `value` (undefined when there is none); with
 * `lock`, that row stays locked until the transaction `db` ends.
 */
export async function lookUp<C extends PgColumn>(
  db: Pick<Db, 'select'>,
  column: C,
  key: PgColumn,
  value: string,
  { lock = false } = {},
): Promise<C['_']['data'] | undefined> {
  const query = db
    .select({ value: column as PgColumn })
    .from(column.table as PgTable)
    .where(eq(key, value))
  const [row] = await (lock ? query.for('update') : query)
  return row?.value as C['_']['data'] | undefined
}
