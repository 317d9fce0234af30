import { http, HttpResponse } from 'msw'
import { newId as id } from '@/domain/ids'
import {
  attemptOtp,
  generateOtp,
  noOtpYet,
  noSuchStartup,
  notAnInvestor,
  OTP_REQUEST_WINDOW_MS,
  OTP_REQUEST_DAY_MS,
  otpRequestLimitProblem,
  offeredTerms,
  otpAmountProblem,
  paymentProblem,
} from '@/domain/investing'
import {
  cancellableUntil,
  cancelInputSchema,
  cancelProblem,
  noSuchPayment,
} from '@/domain/cancellation'
import { riskCheckDue, risksNotAcknowledged } from '@/domain/risk'
import { OTP_TTL_MS, otpRequestSchema, otpVerifySchema, type FundingRecord } from '@/domain/payment'
import type { Backend } from '../backend'
import type { OtpRecord } from '../data/schemas'
import { HttpError } from '../utils/http-error'
import { ownJsonInput, requireSelf, requireUser, withBackend } from '../utils/resolver'

export function paymentHandlers(backend: Backend) {
  const { db } = backend

  const findStartup = (startupid: string) => {
    const startup = db.startups.findFirst((q) => q.where({ _id: startupid }))
    if (!startup) throw noSuchStartup()
    return startup
  }

  return [
    http.post(
      '*/api/payments/getotp',
      withBackend(backend, async ({ request }) => {
        const input = await ownJsonInput(backend, request, otpRequestSchema)
        const tokenUid = input.useruid
        return backend.exclusive(async () => {
          const user = db.users.findFirst((q) => q.where({ useruid: tokenUid }))
          if (user?.role !== 'investor') throw notAnInvestor()
          const startup = findStartup(input.startupid)
          const now = backend.now()
          if (riskCheckDue(user.riskAcknowledgedAt ?? null, now)) throw risksNotAcknowledged()
          const amountProblem = otpAmountProblem(startup, input.amount, now)
          if (amountProblem) throw amountProblem
          const today = db.otps.findMany((q) =>
            q.where({
              useruid: tokenUid,
              createdAt: (t: number) => now - t < OTP_REQUEST_DAY_MS,
            }),
          )
          const lastMinute = today.filter((otp) => now - otp.createdAt < OTP_REQUEST_WINDOW_MS)
          const limited = otpRequestLimitProblem(lastMinute.length, today.length)
          if (limited) throw limited
          // A new code voids every earlier one of this user.
          await db.otps.updateMany((q) => q.where({ useruid: tokenUid, status: 'live' }), {
            data(otp) {
              otp.status = 'void'
            },
          })
          const code = generateOtp()
          await db.otps.create({
            _id: id(),
            useruid: tokenUid,
            startupid: startup._id,
            amount: input.amount,
            code,
            expiresAt: now + OTP_TTL_MS,
            tries: 0,
            status: 'live',
            terms: offeredTerms(startup),
            createdAt: now,
          })
          backend.deliverOtp({
            code,
            amount: input.amount,
            startupName: startup.name,
            useruid: tokenUid,
          })
          return HttpResponse.json({
            msg: 'otp sent',
            expiresAt: new Date(now + OTP_TTL_MS).toISOString(),
          })
        })
      }),
    ),
    http.post(
      '*/api/payments/verifypayment',
      withBackend(backend, async ({ request }) => {
        const input = await ownJsonInput(backend, request, otpVerifySchema)
        const tokenUid = input.useruid
        return backend.exclusive(async () => {
          const now = backend.now()
          const otp = db.otps
            .findMany((q) => q.where({ useruid: tokenUid }))
            .reduce<OtpRecord | undefined>(
              (latest, o) => (!latest || o.createdAt >= latest.createdAt ? o : latest),
              undefined,
            )
          if (!otp) throw noOtpYet()
          const attempt = attemptOtp(otp, otp.code === input.otp, now)
          if (attempt.outcome === 'replay') {
            // The same code sent twice (a double click, a retry): one payment, same answer.
            const payment = otp.paymentId
              ? db.payments.findFirst((q) => q.where({ _id: otp.paymentId! }))
              : null
            if (payment)
              return HttpResponse.json(
                { msg: 'payment successful', data: payment },
                { status: 200 },
              )
            throw new HttpError(409, 'otp_used', 'That code has already been used', 'otp')
          }
          if (attempt.outcome === 'refused') throw attempt.problem
          if (attempt.outcome === 'wrong') {
            await db.otps.update((q) => q.where({ _id: otp._id }), {
              data(record) {
                record.tries = attempt.tries
                if (attempt.locked) record.status = 'void'
              },
            })
            throw attempt.problem
          }
          const startup = findStartup(otp.startupid)
          const problem = paymentProblem(
            startup,
            { amount: otp.amount, terms: otp.terms ?? null },
            now,
          )
          if (problem) throw problem
          const payment = {
            _id: id(),
            useruid: tokenUid,
            startupid: startup._id,
            amount: otp.amount,
            createdAt: new Date(now).toISOString(),
          }
          // The code, the payment and the startup's total change together, under the lock.
          await db.otps.update((q) => q.where({ _id: otp._id }), {
            data(record) {
              record.status = 'used'
              record.paymentId = payment._id
            },
          })
          await db.payments.create(payment)
          await db.startups.update((q) => q.where({ _id: startup._id }), {
            data(record) {
              record.fundsRecieved = record.fundsRecieved + payment.amount
            },
          })
          return HttpResponse.json({ msg: 'payment successful', data: payment }, { status: 201 })
        })
      }),
    ),
    http.post(
      '*/api/payments/cancel',
      withBackend(backend, async ({ request }) => {
        const input = await ownJsonInput(backend, request, cancelInputSchema)
        return backend.exclusive(async () => {
          const payment = db.payments.findFirst((q) =>
            q.where({ _id: input.paymentid, useruid: input.useruid }),
          )
          if (!payment) throw noSuchPayment()
          const now = backend.now()
          const problem = cancelProblem(payment, now)
          if (problem) throw problem
          const cancelledAt = new Date(now).toISOString()
          // The payment and the startup's total change together, under the lock.
          await db.payments.update((q) => q.where({ _id: payment._id }), {
            data(record) {
              record.cancelledAt = cancelledAt
            },
          })
          await db.startups.update((q) => q.where({ _id: payment.startupid }), {
            data(record) {
              record.fundsRecieved = Math.max(0, record.fundsRecieved - payment.amount)
            },
          })
          return HttpResponse.json({
            msg: 'investment cancelled',
            data: { ...payment, cancelledAt },
          })
        })
      }),
    ),
    http.get<{ uid: string }>(
      '*/api/payments/history/:uid',
      withBackend(backend, async ({ request, params }) => {
        requireSelf(await requireUser(backend, request), params.uid)
        const user = db.users.findFirst((q) => q.where({ useruid: params.uid }))
        if (!user) return HttpResponse.json({ data: [] })
        const payments =
          user.role === 'startup'
            ? (() => {
                const startup = db.startups.findFirst((q) => q.where({ ownerUid: user.useruid }))
                return startup
                  ? db.payments.findMany((q) => q.where({ startupid: startup._id }))
                  : []
              })()
            : db.payments.findMany((q) => q.where({ useruid: user.useruid }))
        const data: FundingRecord[] = payments
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .map((payment) => {
            const investor = db.users.findFirst((q) => q.where({ useruid: payment.useruid }))
            const startup = db.startups.findFirst((q) => q.where({ _id: payment.startupid }))
            return {
              paymentData: {
                _id: payment._id,
                amount: payment.amount,
                createdAt: payment.createdAt,
                cancellableUntil: cancellableUntil(payment.createdAt),
                cancelledAt: payment.cancelledAt ?? null,
              },
              userData: {
                name: investor?.name ?? '',
                email: investor?.email ?? '',
                photoUrl: investor?.photoUrl ?? '',
              },
              startupData: {
                _id: startup?._id,
                name: startup?.name ?? '',
                slogan: startup?.slogan ?? '',
                logo: startup?.logo ?? '',
              },
            }
          })
        return HttpResponse.json({ data })
      }),
    ),
  ]
}
