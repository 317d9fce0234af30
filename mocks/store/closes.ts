import { closingDay } from '@/domain/startup-fields'
import type { ClosesStore } from '@/operations/closes'
import type { Backend } from '../backend'
import { notify } from './notifications'

/**
 * The close of raises over the demo's database. The demo has no job queue: its backend decides
 * the raises due before it handles the next request (`operationHandlers`), under the same lock as
 * every write, so two tabs decide a raise once.
 */
export function closesStore(backend: Backend): ClosesStore {
  const { db } = backend
  // The earliest closing date still undecided, worked out again only when the data changed: most
  // requests ask in a comparison whether anything is due.
  let earliest: { revision: number; closesOn: string | null } | null = null
  const earliestUndecided = () => {
    const revision = backend.revision()
    if (earliest?.revision !== revision) {
      let closesOn: string | null = null
      for (const startup of db.startups.findMany())
        if (startup.closesOn && !startup.decidedAt && (!closesOn || startup.closesOn < closesOn))
          closesOn = startup.closesOn
      earliest = { revision, closesOn }
    }
    return earliest.closesOn
  }
  return {
    async dueRaises(now, limit) {
      const today = closingDay(now)
      const first = earliestUndecided()
      if (!first || first >= today) return []
      return db.startups
        .findMany()
        .filter((s) => s.closesOn && !s.decidedAt && s.closesOn < today)
        .sort((a, b) => a.closesOn!.localeCompare(b.closesOn!) || a._id.localeCompare(b._id))
        .slice(0, limit)
        .map((s) => s._id)
    },
    closing: (work) =>
      backend.exclusive(() =>
        work({
          async lockedRaise(id) {
            const found = db.startups.findFirst((q) => q.where({ _id: id }))
            return (
              found && {
                id: found._id,
                name: found.name,
                ownerUid: found.ownerUid,
                fundsRequired: found.fundsRequired,
                fundsRecieved: found.fundsRecieved,
                raiseKind: found.raiseKind,
                closesOn: found.closesOn,
                decided: Boolean(found.decidedAt),
              }
            )
          },
          async standingPayments(id) {
            return db.payments
              .findMany((q) => q.where({ startupid: id }))
              .filter((payment) => !payment.cancelledAt && !payment.refundedAt)
              .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id))
              .map(({ _id, useruid, amount }) => ({ id: _id, useruid, amount }))
          },
          async refund(id, reference, at) {
            await db.payments.update((q) => q.where({ _id: id }), {
              data(payment) {
                payment.refundedAt = new Date(at).toISOString()
                payment.refundRef = reference
              },
            })
          },
          async recordOutcome(id, outcome, at) {
            await db.startups.update((q) => q.where({ _id: id }), {
              data(startup) {
                startup.outcome = outcome
                startup.decidedAt = new Date(at).toISOString()
              },
            })
          },
          notify: (uid, notice, at) => notify(backend, uid, notice, at),
          // The demo sends no e-mail: its notification centre tells each of them.
          async mailOutcome() {},
        }),
      ),
  }
}
