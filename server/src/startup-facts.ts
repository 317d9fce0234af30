import { sql } from 'drizzle-orm'
import { payments, questions, updates } from './db/schema'

const startupRow = (column: string) => sql`${sql.identifier('startups')}.${sql.identifier(column)}`

/**
 * Distinct investors of the startup on the row. Drizzle writes a column of the only table in a
 * query unqualified ("id"), which inside this subquery would mean the payment's id: the outer
 * row is named in full.
 */
export const investors = sql<number>`(select count(distinct p.user_uid) from ${payments} p where p.startup_id = ${startupRow('id')} and p.cancelled_at is null)::int`

/** The time of the startup's newest update (optional extension), as ISO text. */
const lastUpdateAt = sql<
  string | null
>`(select to_char(max(u.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from ${updates} u where u.startup_id = ${startupRow('id')})`

/** How many questions the startup's page shows (optional extension). */
const questionCount = sql<number>`(select count(*) from ${questions} q where q.startup_id = ${startupRow('id')} and q.hidden_at is null)::int`

/** What a startup's answer counts from other tables, selected with its row. */
export const startupFacts = { investors, lastUpdateAt, questions: questionCount }
/** The facts as a startup's answer needs them. */
export interface StartupFacts {
  investors: number
  lastUpdateAt: string | null
  questions: number
}
export const NO_FACTS: StartupFacts = { investors: 0, lastUpdateAt: null, questions: 0 }
