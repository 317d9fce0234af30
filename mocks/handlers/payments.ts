import { http, HttpResponse } from 'msw'
import {
  OTP_MAX_TRIES,
  OTP_TTL_MS,
  otpRequestSchema,
  otpVerifySchema,
  type FundingRecord,
} from '@/domain/payment'
import type { Backend } from '../backend'
import type { OtpRecord } from '../data/schemas'
import { HttpError, parseInput, readJsonObject } from '../utils/http-error'
import { generateOtp } from '../utils/otp'
import { requireSelf, requireUser, withBackend } from '../utils/resolver'

const OTP_REQUESTS_PER_MINUTE = 3

export function paymentHandlers(backend: Backend) {
  const { db } = backend
  const id = () => crypto.randomUUID().replace(/-/g, '').slice(0, 24)

  const remaining = (startupid: string) => {
    const startup = db.startups.findFirst((q) => q.where({ _id: startupid }))
    if (!startup)
      throw new HttpError(404, 'startup_not_found', 'That startup does not exist', 'startupid')
    return { startup, left: Math.max(0, startup.fundsRequired - startup.fundsRecieved) }
  }

  return [
    http.post(
      '*/api/payments/getotp',
      withBackend(backend, async ({ request }) => {
        const tokenUid = await requireUser(backend, request)
        const input = parseInput(otpRequestSchema, await readJsonObject(request))
        requireSelf(tokenUid, input.useruid)
        return backend.exclusive(async () => {
          const user = db.users.findFirst((q) => q.where({ useruid: tokenUid }))
          if (user?.role !== 'investor')
            throw new HttpError(403, 'not_an_investor', 'Only investors can invest')
          const { startup, left } = remaining(input.startupid)
          if (left === 0)
            throw new HttpError(409, 'fully_funded', `${startup.name} is fully funded`, 'amount')
          if (input.amount > left)
            throw new HttpError(
              422,
              'amount_too_large',
              `You can invest at most ₹${left} in ${startup.name}`,
              'amount',
            )
          const now = backend.now()
          const recent = db.otps.findMany((q) =>
            q.where({ useruid: tokenUid, createdAt: (t: number) => now - t < 60_000 }),
          )
          if (recent.length >= OTP_REQUESTS_PER_MINUTE)
            throw new HttpError(
              429,
              'too_many_requests',
              'Too many codes asked for. Wait a minute and try again',
            )
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
        const tokenUid = await requireUser(backend, request)
        const input = parseInput(otpVerifySchema, await readJsonObject(request))
        requireSelf(tokenUid, input.useruid)
        return backend.exclusive(async () => {
          const now = backend.now()
          const otp = db.otps
            .findMany((q) => q.where({ useruid: tokenUid }))
            .reduce<OtpRecord | undefined>(
              (latest, o) => (!latest || o.createdAt >= latest.createdAt ? o : latest),
              undefined,
            )
          if (!otp) throw new HttpError(400, 'otp_missing', 'Ask for a code first', 'otp')
          if (otp.status === 'used') {
            // The same code sent twice (a double click, a retry): one payment, same answer.
            const payment = otp.paymentId
              ? db.payments.findFirst((q) => q.where({ _id: otp.paymentId! }))
              : null
            if (payment && otp.code === input.otp)
              return HttpResponse.json(
                { msg: 'payment successful', data: payment },
                { status: 200 },
              )
            throw new HttpError(
              409,
              'otp_used',
              'That code has already been used. Ask for a new one',
              'otp',
            )
          }
          if (otp.status === 'void' || otp.tries >= OTP_MAX_TRIES)
            throw new HttpError(
              400,
              'otp_locked',
              'This code can no longer be used. Ask for a new one',
              'otp',
            )
          if (otp.expiresAt <= now)
            throw new HttpError(
              400,
              'otp_expired',
              'That code has expired. Ask for a new one',
              'otp',
            )
          if (otp.code !== input.otp) {
            const tries = otp.tries + 1
            await db.otps.update((q) => q.where({ _id: otp._id }), {
              data(record) {
                record.tries = tries
                if (tries >= OTP_MAX_TRIES) record.status = 'void'
              },
            })
            const left = OTP_MAX_TRIES - tries
            throw left > 0
              ? new HttpError(
                  400,
                  'invalid_otp',
                  `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left`,
                  'otp',
                )
              : new HttpError(400, 'otp_locked', 'Too many wrong tries. Ask for a new code', 'otp')
          }
          const { startup, left } = remaining(otp.startupid)
          if (otp.amount > left)
            throw new HttpError(
              409,
              'amount_too_large',
              `${startup.name} now needs at most ₹${left}. Ask for a new code`,
              'amount',
            )
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
