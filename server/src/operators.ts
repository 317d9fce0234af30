import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { DEMO_OPERATOR } from '@/domain/operating'
import type { Db } from './db/database'
import { users } from './db/schema'
import { OperatorError } from './operator-error'
import { recordEntry } from './store/operating'

/**
 * Appointing Seedling's operators (docs/operating.md#operators), the server's own command:
 * nobody can make themselves one through the API. Each grant and revoke is written to the
 * operators' record in the same transaction, as done by the command (no operator uid).
 */

/** The account an e-mail address names (case-insensitive), or a clear refusal. */
async function accountOf(tx: Pick<Db, 'select'>, email: string) {
  const found = await tx
    .select({ uid: users.uid, email: users.email, operatorSince: users.operatorSince })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .orderBy(asc(users.createdAt))
    .for('update')
  if (found.length === 0)
    throw new OperatorError(
      `No Seedling account has the e-mail address ${email}: its owner signs up and chooses a role first`,
    )
  return found[0]!
}

/** Makes the account of `email` an operator; says what it did. */
export async function grantOperator(db: Db, email: string, reason: string): Promise<string> {
  return db.transaction(async (tx) => {
    const account = await accountOf(tx, email)
    if (account.operatorSince) return `${account.email} is already an operator: nothing changed`
    await tx
      .update(users)
      .set({ operatorSince: new Date() })
      .where(and(eq(users.uid, account.uid), isNull(users.operatorSince)))
    await recordEntry(tx, {
      operatorUid: null,
      action: 'grant',
      thing: { kind: 'account', id: account.uid, name: account.email },
      reason,
    })
    return `${account.email} is now an operator (uid ${account.uid})`
  })
}

/** Takes the operator's role from the account of `email`; it keeps the role it chose. */
export async function revokeOperator(db: Db, email: string, reason: string): Promise<string> {
  return db.transaction(async (tx) => {
    const account = await accountOf(tx, email)
    if (!account.operatorSince) return `${account.email} is not an operator: nothing changed`
    await tx.update(users).set({ operatorSince: null }).where(eq(users.uid, account.uid))
    await recordEntry(tx, {
      operatorUid: null,
      action: 'revoke',
      thing: { kind: 'account', id: account.uid, name: account.email },
      reason,
    })
    return `${account.email} is no longer an operator`
  })
}

/** Every operator, the longest-serving first, a line each. */
export async function listOperators(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, name: users.name, since: users.operatorSince })
    .from(users)
    .where(isNotNull(users.operatorSince))
    .orderBy(asc(users.operatorSince))
  return rows.map((row) => `${row.email}\t${row.name}\toperator since ${row.since!.toISOString()}`)
}

/**
 * A server that accepts demo tokens (development only) has the demo's operator account, as the
 * demo has: its operator's side can be tried without the command. Written to the record once.
 */
export async function appointDemoOperator(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(users)
      .values({
        uid: DEMO_OPERATOR.uid,
        email: DEMO_OPERATOR.email,
        name: DEMO_OPERATOR.name,
        role: 'investor',
        operatorSince: new Date(),
      })
      .onConflictDoNothing()
      .returning({ uid: users.uid })
    if (added.length === 0) return
    await recordEntry(tx, {
      operatorUid: null,
      action: 'grant',
      thing: { kind: 'account', id: DEMO_OPERATOR.uid, name: DEMO_OPERATOR.email },
      reason: "the demo's operator account, on a server that accepts demo tokens",
    })
  })
}
