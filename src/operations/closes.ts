import type { NewNotification } from '@/domain/notifications'
import {
  closeIsDue,
  decideOutcome,
  outcomeNotice,
  refundReference,
  type Outcome,
  type RaiseKind,
} from '@/domain/raise'

/**
 * The close of a raise (docs/product.md#the-close): when its closing date ends, the raise is
 * decided once. Funded: its payments are final. Not funded (all or nothing, short of target):
 * every payment still standing is refunded. Its investors and founder are told, in the same
 * transaction as the decision. Both backends run this one function over their ports; the server
 * from its job queue, the demo before the next request it handles.
 */

/** A raise as its close weighs it, its row locked until the decision is stored. */
export interface RaiseToDecide {
  id: string
  name: string
  ownerUid: string
  fundsRequired: number
  /** The total standing now (cancelled payments already taken off). */
  fundsRecieved: number
  raiseKind: RaiseKind
  closesOn: string | null
  /** Decided already (by another process, or before a restart). */
  decided: boolean
}

/** A payment still standing: neither cancelled nor refunded. */
export interface StandingPayment {
  id: string
  useruid: string
  amount: number
}

/** What an outcome e-mail names: whom, and what they get back (0 when funded). */
export interface OutcomeMail {
  startupId: string
  outcome: Outcome
  investors: { uid: string; refunded: number }[]
  founderUid: string
}

/** What deciding one raise needs of a store, inside one transaction. */
export interface CloseTransaction {
  lockedRaise(startupId: string): Promise<RaiseToDecide | undefined>
  standingPayments(startupId: string): Promise<StandingPayment[]>
  /** Marks the payment refunded at `at` with its reference; the startup's total stays as it was. */
  refund(paymentId: string, reference: string, at: number): Promise<void>
  recordOutcome(startupId: string, outcome: Outcome, at: number): Promise<void>
  notify(uid: string, notice: NewNotification, at: number): Promise<void>
  /** Queues the outcome's e-mails with the decision (the server's queue; the demo sends none). */
  mailOutcome(mail: OutcomeMail): Promise<void>
}

/** What the close needs of a store. */
export interface ClosesStore {
  /** Raises whose closing date has ended by `now` and that are not decided yet, oldest first. */
  dueRaises(now: number, limit: number): Promise<string[]>
  /** Runs `work` in one transaction: all of it is stored, or none. */
  closing<T>(work: (tx: CloseTransaction) => Promise<T>): Promise<T>
}

/** What a close decided: the outcome, and how many payments it refunded. */
export interface Decision {
  startupId: string
  outcome: Outcome
  refunded: number
}

/**
 * Decides one raise, if it is due and not decided yet; undefined otherwise. Run twice, at once
 * or after a crash, it decides once: the row is locked and read again inside the transaction.
 */
export async function decideRaise(
  store: ClosesStore,
  startupId: string,
  now: number,
): Promise<Decision | undefined> {
  return store.closing(async (tx) => {
    const raise = await tx.lockedRaise(startupId)
    if (!raise || raise.decided || !closeIsDue(raise.closesOn, now)) return undefined
    const outcome = decideOutcome(raise.raiseKind, raise.fundsRecieved, raise.fundsRequired)
    const payments = await tx.standingPayments(startupId)
    // What each investor gets back: the sum of their payments standing, when not funded.
    const perInvestor = new Map<string, number>()
    for (const payment of payments) {
      perInvestor.set(payment.useruid, (perInvestor.get(payment.useruid) ?? 0) + payment.amount)
      if (outcome === 'not_funded') await tx.refund(payment.id, refundReference(payment.id), now)
    }
    await tx.recordOutcome(startupId, outcome, now)
    const startup = { id: startupId, name: raise.name }
    for (const [uid, amount] of perInvestor)
      await tx.notify(uid, outcomeNotice(startup, outcome, { refunded: amount }), now)
    await tx.notify(raise.ownerUid, outcomeNotice(startup, outcome, { founder: true }), now)
    await tx.mailOutcome({
      startupId,
      outcome,
      founderUid: raise.ownerUid,
      investors: [...perInvestor].map(([uid, amount]) => ({
        uid,
        refunded: outcome === 'not_funded' ? amount : 0,
      })),
    })
    return { startupId, outcome, refunded: outcome === 'not_funded' ? payments.length : 0 }
  })
}

/** Decides every raise due at `now`, a batch at a time; what each decided. */
export async function decideDueRaises(
  store: ClosesStore,
  now: number,
  batch = 50,
): Promise<Decision[]> {
  const decided: Decision[] = []
  for (;;) {
    const due = await store.dueRaises(now, batch)
    const before = decided.length
    for (const id of due) {
      const decision = await decideRaise(store, id, now)
      if (decision) decided.push(decision)
    }
    // A full batch of which none was decided here was decided elsewhere meanwhile: done.
    if (due.length < batch || decided.length === before) return decided
  }
}
