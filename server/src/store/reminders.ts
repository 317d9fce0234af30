import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm'
import type { RemindersStore } from '@/operations/reminders'
import type { Db } from '../db/database'
import { payments, startups } from '../db/schema'
import { notify, type PushOutbox } from './notifications'

const standing = and(
  isNull(payments.cancelledAt),
  isNull(payments.refundedAt),
  isNull(payments.remindedAt),
)

/**
 * The cooling-off reminder in PostgreSQL: the payment is marked reminded by a conditional update
 * and its notification written in the same transaction, so two processes tell the investor once.
 */
export function remindersStore(db: Db, push: PushOutbox | undefined): RemindersStore {
  return {
    async paymentsToRemind(from, to, limit) {
      const rows = await db
        .select({
          id: payments.id,
          useruid: payments.userUid,
          amount: payments.amount,
          createdAt: payments.createdAt,
          startupName: startups.name,
        })
        .from(payments)
        .innerJoin(startups, eq(startups.id, payments.startupId))
        .where(
          and(
            standing,
            gt(payments.createdAt, new Date(from)),
            lte(payments.createdAt, new Date(to)),
          ),
        )
        .orderBy(asc(payments.createdAt))
        .limit(limit)
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
    },
    remind: (id, notice, at) =>
      db.transaction(async (tx) => {
        const [marked] = await tx
          .update(payments)
          .set({ remindedAt: new Date(at) })
          .where(and(eq(payments.id, id), standing))
          .returning({ useruid: payments.userUid })
        if (!marked) return false
        await notify(tx, marked.useruid, notice, at, push)
        return true
      }),
  }
}
