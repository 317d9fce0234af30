import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm'
import { closingDay } from '@/domain/startup-fields'
import type { ClosesStore, OutcomeMail } from '@/operations/closes'
import type { Db } from '../db/database'
import { payments, startups } from '../db/schema'
import { notify, type PushOutbox } from './notifications'
import { transaction, type Tx } from './transaction'

/**
 * The close of raises in PostgreSQL. A decision is one transaction: the startup's row is locked
 * (`FOR UPDATE`) and read again, so two processes, or one restarted after a crash, decide it once;
 * its refunds, notifications and queued e-mails commit with it or not at all.
 */
export function closesStore(
  db: Db,
  mailOutcome: (tx: Tx, mail: OutcomeMail) => Promise<void>,
  push: PushOutbox | undefined,
): ClosesStore {
  return {
    async dueRaises(now, limit) {
      const rows = await db
        .select({ id: startups.id })
        .from(startups)
        .where(
          and(
            isNotNull(startups.closesOn),
            isNull(startups.decidedAt),
            lt(startups.closesOn, closingDay(now)),
          ),
        )
        .orderBy(asc(startups.closesOn), asc(startups.id))
        .limit(limit)
      return rows.map((row) => row.id)
    },
    closing: transaction(db, (tx) => ({
      async lockedRaise(id) {
        const [row] = await tx
          .select({
            id: startups.id,
            name: startups.name,
            ownerUid: startups.ownerUid,
            fundsRequired: startups.fundsRequired,
            fundsRecieved: startups.fundsReceived,
            raiseKind: startups.raiseKind,
            closesOn: startups.closesOn,
            decidedAt: startups.decidedAt,
          })
          .from(startups)
          .where(eq(startups.id, id))
          .for('update')
        return row && { ...row, decided: row.decidedAt !== null }
      },
      async standingPayments(id) {
        return tx
          .select({ id: payments.id, useruid: payments.userUid, amount: payments.amount })
          .from(payments)
          .where(
            and(
              eq(payments.startupId, id),
              isNull(payments.cancelledAt),
              isNull(payments.refundedAt),
            ),
          )
          .orderBy(asc(payments.createdAt), asc(payments.id))
      },
      async refund(id, reference, at) {
        await tx
          .update(payments)
          .set({ refundedAt: new Date(at), refundRef: reference })
          .where(and(eq(payments.id, id), isNull(payments.refundedAt)))
      },
      async recordOutcome(id, outcome, at) {
        await tx
          .update(startups)
          .set({ outcome, decidedAt: new Date(at) })
          .where(eq(startups.id, id))
      },
      notify: (uid, notice, at) => notify(tx, uid, notice, at, push),
      mailOutcome: (mail) => mailOutcome(tx, mail),
    })),
  }
}
