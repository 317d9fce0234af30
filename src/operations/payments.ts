import { cancelInputSchema, cancelProblem, noSuchPayment } from '@/domain/cancellation'
import { uidParamsSchema } from '@/domain/ids'
import {
  attemptOtp,
  financialYearStart,
  generateOtp,
  investorPlacesProblem,
  noOtpYet,
  notAnInvestor,
  OTP_REQUEST_DAY_MS,
  OTP_REQUEST_WINDOW_MS,
  offeredTerms,
  otpAmountProblem,
  otpRequestLimitProblem,
  paymentProblem,
  type FundedStartup,
  type InvestorPlaces,
  type OfferedTerms,
  type OtpState,
} from '@/domain/investing'
import {
  historyResponseSchema,
  OTP_TTL_MS,
  otpRequestSchema,
  otpSentResponseSchema,
  otpVerifySchema,
  paymentResponseSchema,
  type FundingRecord,
  type PaymentReceipt,
} from '@/domain/payment'
import { inviteOpens } from '@/domain/invite'
import { Problem } from '@/domain/problem'
import { riskCheckDue, risksNotAcknowledged } from '@/domain/risk'
import { requireVerifiedEmail, type Role } from '@/domain/user'
import { requireNotSuspended, type UserRoles } from './access'
import { Answer, operationsOver } from './operation'
import { noSuchStartup } from '@/domain/startup'

/** A startup as a code request and a payment weigh it. */
export type DealTerms = FundedStartup & OfferedTerms

/** What asking for a code needs of a store, inside one transaction. */
export interface CodeRequestTransaction {
  /** The user's row, locked until the end: one code request of theirs at a time, anywhere. */
  lockedInvestor(
    uid: string,
  ): Promise<
    { role: Role; riskAcknowledgedAt: string | null; email: string; name: string } | undefined
  >
  dealTerms(startupId: string): Promise<DealTerms | undefined>
  /** The distinct investors with a payment standing on the startup since `since`; `uid` among them? */
  investorPlaces(startupId: string, uid: string, since: number): Promise<InvestorPlaces>
  /** How many codes the user asked for since each moment. */
  codesRequestedSince(
    uid: string,
    since: { minute: number; day: number },
  ): Promise<{
    minute: number
    day: number
  }>
  /** Voids the user's live codes and keeps the new one (its terms, until `expiresAt`); its id. */
  issueCode(code: {
    useruid: string
    startupid: string
    amount: number
    code: string
    terms: OfferedTerms
    expiresAt: number
    at: number
  }): Promise<string>
}

/** A user's latest code, as verifying reads it. */
export interface LatestCode extends OtpState {
  id: string
  startupid: string
  amount: number
  terms: OfferedTerms | null
  paymentId: string | null
  /** Whether `code` is this one (the server keeps only its hash). */
  matches(code: string): boolean
}

/** What verifying a code needs of a store, inside one transaction. */
export interface VerifyTransaction {
  /** The user's latest code, locked until the attempt is decided. */
  lockedLatestCode(uid: string): Promise<LatestCode | undefined>
  recordWrongTry(codeId: string, tries: number, locked: boolean): Promise<void>
  payment(id: string): Promise<PaymentReceipt | undefined>
  /** The startup's terms, its row locked until the payment is recorded. */
  lockedDealTerms(startupId: string): Promise<DealTerms | undefined>
  /**
   * As `CodeRequestTransaction.investorPlaces`, counted under the startup's lock: two investors
   * racing for the last place are decided one after the other.
   */
  investorPlaces(startupId: string, uid: string, since: number): Promise<InvestorPlaces>
  /** The payment, the startup's new total and the spent code, together. */
  recordPayment(code: LatestCode, useruid: string, at: number): Promise<PaymentReceipt>
}

/** What cancelling needs of a store, inside one transaction. */
export interface CancelTransaction {
  /** The user's payment, locked: a double click or two processes cancel once. */
  lockedPayment(id: string, uid: string): Promise<PaymentReceipt | undefined>
  /** Marks it cancelled at `at` and takes its amount off the startup's total. */
  cancelPayment(payment: PaymentReceipt, at: number): Promise<PaymentReceipt>
}

/** What the payments' operations need of a store. */
export interface PaymentsStore extends UserRoles {
  requestingCode<T>(work: (tx: CodeRequestTransaction) => Promise<T>): Promise<T>
  /** Sends the code to the investor (an e-mail, the demo's inbox); throws when it cannot. */
  deliverCode(delivery: {
    to: { uid: string; email: string; name: string }
    code: string
    amount: number
    startupName: string
    expiresAt: number
  }): Promise<void>
  voidCode(codeId: string): Promise<void>
  /** Commits what `work` changed, also when it answers a refusal (a wrong try counts). */
  verifying<T>(work: (tx: VerifyTransaction) => Promise<T>): Promise<T>
  cancelling<T>(work: (tx: CancelTransaction) => Promise<T>): Promise<T>
  /**
   * A user's history, newest first: the fundings of their startup when they are a founder (their
   * role, as `roleOf` gives it, is 'startup'), anyone else's own payments, nothing for a uid that
   * is not registered. One read: a store may take the role and the rows in one round trip (the
   * history is read at every visit to Funded and the dashboard).
   */
  history(uid: string, base: string): Promise<FundingRecord[]>
}

const operation = operationsOver<PaymentsStore>()

/** What a transaction decided; a refusal is thrown only once what it changed is committed. */
type Outcome<T> = { ok: T } | { problem: Problem }
const settle = <T>(outcome: Outcome<T>): T => {
  if ('problem' in outcome) throw outcome.problem
  return outcome.ok
}

const codeUsed = () => new Problem(409, 'otp_used', 'That code has already been used', 'otp')

/** Investing with a one-time code (docs/product.md#money), cancelling, the history. */
export const paymentOperations = [
  operation({
    method: 'POST',
    path: '/payments/getotp',
    access: 'self',
    body: otpRequestSchema,
    response: otpSentResponseSchema,
    async run({ store, caller, now }, { body }) {
      // The code goes to the token's address: only to one its owner has verified.
      requireVerifiedEmail(caller)
      await requireNotSuspended(store, caller.uid)
      const code = generateOtp()
      const expiresAt = now + OTP_TTL_MS
      const issued = await store.requestingCode(async (tx) => {
        const investor = await tx.lockedInvestor(caller.uid)
        if (investor?.role !== 'investor') throw notAnInvestor()
        const startup = await tx.dealTerms(body.startupid)
        if (!startup) throw noSuchStartup()
        const places = await tx.investorPlaces(body.startupid, caller.uid, financialYearStart(now))
        // An invite-only startup (an optional extension) is, without its link, as none: its
        // investors may add to what they put in.
        if (startup.inviteOnly && !inviteOpens(startup.inviteCode, body.invite) && !places.holds)
          throw noSuchStartup()
        if (riskCheckDue(investor.riskAcknowledgedAt, now)) throw risksNotAcknowledged()
        const amountProblem = otpAmountProblem(startup, body.amount, now)
        if (amountProblem) throw amountProblem
        // The 201st investor of the year is told before any code is sent.
        const full = investorPlacesProblem(places)
        if (full) throw full
        const recent = await tx.codesRequestedSince(caller.uid, {
          minute: now - OTP_REQUEST_WINDOW_MS,
          day: now - OTP_REQUEST_DAY_MS,
        })
        const limited = otpRequestLimitProblem(recent.minute, recent.day)
        if (limited) throw limited
        const id = await tx.issueCode({
          useruid: caller.uid,
          startupid: body.startupid,
          amount: body.amount,
          code,
          terms: offeredTerms(startup),
          expiresAt,
          at: now,
        })
        return { id, investor, startupName: startup.name }
      })
      const { email, name } = issued.investor
      try {
        await store.deliverCode({
          to: { uid: caller.uid, email, name },
          code,
          amount: body.amount,
          startupName: issued.startupName,
          expiresAt,
        })
      } catch {
        // A code nobody received must not work later.
        await store.voidCode(issued.id)
        throw new Problem(
          503,
          'mail_unavailable',
          'The code could not be e-mailed right now. Nothing was charged; try again in a moment.',
        )
      }
      return { msg: 'otp sent', expiresAt: new Date(expiresAt).toISOString() }
    },
  }),
  operation({
    method: 'POST',
    path: '/payments/verifypayment',
    access: 'self',
    body: otpVerifySchema,
    response: paymentResponseSchema,
    status: 201,
    async run({ store, caller, now }, { body }) {
      await requireNotSuspended(store, caller.uid)
      const outcome = await store.verifying(
        async (tx): Promise<Outcome<{ replay: boolean; payment: PaymentReceipt }>> => {
          const code = await tx.lockedLatestCode(caller.uid)
          if (!code) return { problem: noOtpYet() }
          const attempt = attemptOtp(code, code.matches(body.otp), now)
          if (attempt.outcome === 'refused') return { problem: attempt.problem }
          if (attempt.outcome === 'wrong') {
            await tx.recordWrongTry(code.id, attempt.tries, attempt.locked)
            return { problem: attempt.problem }
          }
          if (attempt.outcome === 'replay') {
            // The same right code again (a double click, a retry): the payment it made.
            const payment = code.paymentId ? await tx.payment(code.paymentId) : undefined
            return payment ? { ok: { replay: true, payment } } : { problem: codeUsed() }
          }
          const startup = await tx.lockedDealTerms(code.startupid)
          if (!startup) return { problem: noSuchStartup() }
          const problem = paymentProblem(startup, code, now)
          if (problem) return { problem }
          const full = investorPlacesProblem(
            await tx.investorPlaces(code.startupid, caller.uid, financialYearStart(now)),
          )
          if (full) return { problem: full }
          return { ok: { replay: false, payment: await tx.recordPayment(code, caller.uid, now) } }
        },
      )
      const { replay, payment } = settle(outcome)
      const answer = { msg: 'payment successful', data: payment }
      return replay ? new Answer(200, answer) : answer
    },
  }),
  operation({
    method: 'POST',
    path: '/payments/cancel',
    access: 'self',
    extension: 'Cooling-off',
    body: cancelInputSchema,
    response: paymentResponseSchema,
    async run({ store, caller, now }, { body }) {
      const cancelled = await store.cancelling(async (tx) => {
        const payment = await tx.lockedPayment(body.paymentid, caller.uid)
        if (!payment) throw noSuchPayment()
        const problem = cancelProblem(payment, now)
        if (problem) throw problem
        return tx.cancelPayment(payment, now)
      })
      return { msg: 'investment cancelled', data: cancelled }
    },
  }),
  operation({
    method: 'GET',
    path: '/payments/history/:uid',
    access: 'self',
    params: uidParamsSchema,
    response: historyResponseSchema,
    async run({ store, base }, { params }) {
      return { data: await store.history(params.uid, base) }
    },
  }),
]
