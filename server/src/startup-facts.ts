import { and, eq, gte, isNull, sql, type Placeholder } from 'drizzle-orm'
import { payments } from './db/schema'

/**
 * A column of the startup on the outer row. Drizzle writes a column of the only table in a query
 * unqualified ("id"), which inside a subquery on payments would mean the payment's id.
 */
const startupRow = (column: string) => sql`${sql.identifier('startups')}.${sql.identifier(column)}`

/**
 * The distinct investors of the startup on the row with a payment standing since `since`: a time
 * (ISO 8601), or a prepared statement's placeholder for it.
 */
export const investorsSince = (since: string | Placeholder) =>
  sql<number>`(select count(distinct p.user_uid) from ${payments} p where p.startup_id = ${startupRow('id')} and p.cancelled_at is null and p.created_at >= ${since}::timestamptz)::int`

/**
 * The distinct investors of startup `startupId` with a payment standing, as its row keeps them
 * (`investor_count`): counted again by whoever changes its payments, the startup's row locked.
 */
export const standingInvestors = (startupId: string) =>
  sql<number>`(select count(distinct p.user_uid) from ${payments} p where p.startup_id = ${startupId} and p.cancelled_at is null)::int`

/**
 * The payments that hold one of a startup's investor places this year: standing (not
 * cancelled) and made since `since` (the financial year's start), found by the startup's index.
 */
export const placeHolding = (startupId: string, since: number) =>
  and(
    eq(payments.startupId, startupId),
    gte(payments.createdAt, new Date(since)),
    isNull(payments.cancelledAt),
  )

/** How many distinct investors hold those places. */
export const placesTaken = sql<number>`count(distinct ${payments.userUid})::int`
