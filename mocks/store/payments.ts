import { roleOfRecord } from './owners'
import { cancellableUntil } from '@/domain/cancellation'
import { newId } from '@/domain/ids'
import type { PaymentReceipt } from '@/domain/payment'
import type {
  CancelTransaction,
  CodeRequestTransaction,
  LatestCode,
  PaymentsStore,
  VerifyTransaction,
} from '@/operations/payments'
import type { Backend } from '../backend'
import type { OtpRecord, PaymentRecord } from '../data/schemas'
import { investorsHoldingPlaces } from './investor-places'
import { userRoles } from './owners'

const receipt = (record: PaymentRecord): PaymentReceipt => ({
  _id: record._id,
  amount: record.amount,
  startupid: record.startupid,
  createdAt: record.createdAt,
  cancelledAt: record.cancelledAt ?? null,
  refundedAt: record.refundedAt ?? null,
  refundRef: record.refundRef ?? null,
})

const latestCode = (otp: OtpRecord): LatestCode => ({
  id: otp._id,
  startupid: otp.startupid,
  amount: otp.amount,
  terms: otp.terms ?? null,
  paymentId: otp.paymentId ?? null,
  status: otp.status,
  tries: otp.tries,
  expiresAt: otp.expiresAt,
  matches: (code) => code === otp.code,
})

/** Codes, payments and their history over the demo's database. */
export function paymentsStore(backend: Backend): PaymentsStore {
  const { db } = backend
  const startup = (id: string) => db.startups.findFirst((q) => q.where({ _id: id }))
  const user = (uid: string) => db.users.findFirst((q) => q.where({ useruid: uid }))
  const updateOtp = (id: string, change: (record: OtpRecord) => void) =>
    db.otps.update((q) => q.where({ _id: id }), { data: change })
  const addToTotal = (startupId: string, amount: number) =>
    db.startups.update((q) => q.where({ _id: startupId }), {
      data(record) {
        record.fundsRecieved = Math.max(0, record.fundsRecieved + amount)
      },
    })

  const investorPlaces = (startupId: string, uid: string, since: number) => {
    const investors = investorsHoldingPlaces(db, startupId, since)
    return { taken: investors.size, holds: investors.has(uid) }
  }

  const paymentsOf = (of: { founder: string } | { investor: string }) => {
    if ('investor' in of) return db.payments.findMany((q) => q.where({ useruid: of.investor }))
    const founded = db.startups.findFirst((q) => q.where({ ownerUid: of.founder }))
    return founded ? db.payments.findMany((q) => q.where({ startupid: founded._id })) : []
  }

  const requesting: CodeRequestTransaction = {
    lockedInvestor: async (uid) => {
      const record = user(uid)
      // An operator decides what is listed: their chosen role does not let them invest.
      return (
        record && {
          ...record,
          role: roleOfRecord(record),
          riskAcknowledgedAt: record.riskAcknowledgedAt ?? null,
        }
      )
    },
    dealTerms: async (id) => startup(id),
    investorPlaces: async (...args) => investorPlaces(...args),
    codesRequestedSince: async (uid, since) => {
      const times = db.otps
        .findMany((q) => q.where({ useruid: uid, createdAt: (at: number) => at > since.day }))
        .map((otp) => otp.createdAt)
      return { day: times.length, minute: times.filter((at) => at > since.minute).length }
    },
    issueCode: async ({ at, ...code }) => {
      await db.otps.updateMany((q) => q.where({ useruid: code.useruid, status: 'live' }), {
        data(otp) {
          otp.status = 'void'
        },
      })
      const otp = await db.otps.create({
        ...code,
        _id: newId(),
        tries: 0,
        status: 'live',
        createdAt: at,
      })
      return otp._id
    },
  }

  const verifying: VerifyTransaction = {
    lockedLatestCode: async (uid) => {
      const latest = db.otps
        .findMany((q) => q.where({ useruid: uid }))
        .reduce<OtpRecord | undefined>(
          (last, otp) => (!last || otp.createdAt >= last.createdAt ? otp : last),
          undefined,
        )
      return latest && latestCode(latest)
    },
    recordWrongTry: async (id, tries, locked) => {
      await updateOtp(id, (otp) => {
        otp.tries = tries
        if (locked) otp.status = 'void'
      })
    },
    payment: async (id) => {
      const record = db.payments.findFirst((q) => q.where({ _id: id }))
      return record && receipt(record)
    },
    lockedDealTerms: async (id) => startup(id),
    investorPlaces: async (...args) => investorPlaces(...args),
    recordPayment: async (code, useruid, at) => {
      const payment = await db.payments.create({
        _id: newId(),
        useruid,
        startupid: code.startupid,
        amount: code.amount,
        createdAt: new Date(at).toISOString(),
      })
      await addToTotal(code.startupid, code.amount)
      await updateOtp(code.id, (otp) => {
        otp.status = 'used'
        otp.paymentId = payment._id
      })
      return receipt(payment)
    },
  }

  const cancelling: CancelTransaction = {
    lockedPayment: async (id, uid) => {
      const record = db.payments.findFirst((q) => q.where({ _id: id, useruid: uid }))
      return record && receipt(record)
    },
    cancelPayment: async (payment, at) => {
      const cancelled = await db.payments.update((q) => q.where({ _id: payment._id }), {
        data(record) {
          record.cancelledAt = new Date(at).toISOString()
        },
      })
      await addToTotal(payment.startupid, -payment.amount)
      return receipt(cancelled!)
    },
  }

  const roles = userRoles(backend)
  return {
    requestingCode: (work) => backend.exclusive(() => work(requesting)),
    deliverCode: async ({ to, code, amount, startupName }) =>
      backend.deliverOtp({ code, amount, startupName, useruid: to.uid }),
    voidCode: async (id) => {
      await backend.exclusive(() => updateOtp(id, (otp) => void (otp.status = 'void')))
    },
    verifying: (work) => backend.exclusive(() => work(verifying)),
    cancelling: (work) => backend.exclusive(() => work(cancelling)),
    ...roles,
    history: async (uid) => {
      const role = await roles.roleOf(uid)
      if (!role) return []
      return paymentsOf(role === 'startup' ? { founder: uid } : { investor: uid })
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((payment) => {
          const investor = user(payment.useruid)
          const funded = startup(payment.startupid)
          return {
            paymentData: {
              _id: payment._id,
              amount: payment.amount,
              createdAt: payment.createdAt,
              cancellableUntil: cancellableUntil(payment.createdAt),
              cancelledAt: payment.cancelledAt ?? null,
              refundedAt: payment.refundedAt ?? null,
              refundRef: payment.refundRef ?? null,
            },
            userData: {
              name: investor?.name ?? '',
              email: investor?.email ?? '',
              photoUrl: investor?.photoUrl ?? '',
            },
            startupData: {
              _id: funded?._id,
              name: funded?.name ?? '',
              slogan: funded?.slogan ?? '',
              logo: funded?.logo ?? '',
              logoWidths: funded?.logoWidths ?? [],
              fundsRequired: funded?.fundsRequired,
              stocks: funded?.stocks,
              outcome: funded?.outcome ?? null,
              ...(funded?.listing === 'taken_down' ? { takenDown: funded.reviewNote ?? '' } : {}),
            },
          }
        })
    },
  }
}
