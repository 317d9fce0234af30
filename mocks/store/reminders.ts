import type { RemindersStore } from '@/operations/reminders'
import type { Backend } from '../backend'
import { notify } from './notifications'

/** The cooling-off reminder over the demo's database (run before requests, as closes are). */
export function remindersStore(backend: Backend): RemindersStore {
  const { db } = backend
  const stands = (payment: { cancelledAt?: string; refundedAt?: string; remindedAt?: string }) =>
    !payment.cancelledAt && !payment.refundedAt && !payment.remindedAt
  return {
    async paymentsToRemind(from, to, limit) {
      const [after, before] = [new Date(from).toISOString(), new Date(to).toISOString()]
      return db.payments
        .findMany()
        .filter((p) => stands(p) && p.createdAt > after && p.createdAt <= before)
        .slice(0, limit)
        .map((p) => ({
          id: p._id,
          useruid: p.useruid,
          amount: p.amount,
          createdAt: p.createdAt,
          startupName: db.startups.findFirst((q) => q.where({ _id: p.startupid }))?.name ?? '',
        }))
    },
    remind: (id, notice, at) =>
      backend.exclusive(async () => {
        const payment = db.payments.findFirst((q) => q.where({ _id: id }))
        if (!payment || !stands(payment)) return false
        await db.payments.update((q) => q.where({ _id: id }), {
          data(record) {
            record.remindedAt = new Date(at).toISOString()
          },
        })
        await notify(backend, payment.useruid, notice, at)
        return true
      }),
  }
}
