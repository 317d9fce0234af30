import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { newId } from '@/domain/ids'
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
  OTP_TTL_MS,
  otpRequestSchema,
  otpVerifySchema,
  type FundingRecord,
  type PaymentReceipt,
} from '@/domain/payment'
import {
  cancellableUntil,
  cancelInputSchema,
  cancelProblem,
  noSuchPayment,
} from '@/domain/cancellation'
import { Problem } from '@/domain/problem'
import { riskCheckDue, risksNotAcknowledged } from '@/domain/risk'
import { z } from '@/domain/zod'
import type { AppContext } from '../context'
import { otps, payments, startups, users } from '../db/schema'
import { publicBase, requireSelf, signedIn } from './guard'

const receipt = (row: typeof payments.$inferSelect): PaymentReceipt => ({
  _id: row.id,
  amount: row.amount,
  startupid: row.startupId,
  createdAt: row.createdAt.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
})

/** What a transaction decided; a refusal is thrown only after what it changed is committed. */
type Outcome<T> = { ok: T } | { problem: Problem }

export const paymentRoutes =
  ({ database: { db }, verifyToken, mailer, hashOtp, config }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preValidation = signedIn(verifyToken)

    app.post(
      '/payments/getotp',
      { preValidation, schema: { body: otpRequestSchema } },
      async (request) => {
        const input = request.body
        requireSelf(request, input.useruid)
        const code = generateOtp()
        const now = Date.now()
        const expiresAt = new Date(now + OTP_TTL_MS)
        const otpId = newId()
        const issued = await db.transaction(async (tx) => {
          // The user's row is the lock: one code request of theirs at a time, on any process,
          // so the per-minute limit and "a new code voids the earlier ones" hold.
          const [user] = await tx
            .select()
            .from(users)
            .where(eq(users.uid, request.uid))
            .for('update')
          if (user?.role !== 'investor') throw notAnInvestor()
          const [startup] = await tx
            .select({
              name: startups.name,
              fundsRequired: startups.fundsRequired,
              fundsRecieved: startups.fundsReceived,
              closesOn: startups.closesOn,
              stocks: startups.stocks,
            })
            .from(startups)
            .where(eq(startups.id, input.startupid))
          if (!startup) throw noSuchStartup()
          if (riskCheckDue(user.riskAcknowledgedAt?.toISOString() ?? null, now))
            throw risksNotAcknowledged()
          const amountProblem = otpAmountProblem(startup, input.amount, now)
          if (amountProblem) throw amountProblem
          const minuteAgo = new Date(now - OTP_REQUEST_WINDOW_MS)
          const [recent] = await tx
            .select({
              lastMinute: sql<number>`(count(*) filter (where ${otps.createdAt} > ${minuteAgo}))::int`,
              lastDay: sql<number>`count(*)::int`,
            })
            .from(otps)
            .where(
              and(
                eq(otps.userUid, request.uid),
                gt(otps.createdAt, new Date(now - OTP_REQUEST_DAY_MS)),
              ),
            )
          const limited = otpRequestLimitProblem(recent?.lastMinute ?? 0, recent?.lastDay ?? 0)
          if (limited) throw limited
          await tx
            .update(otps)
            .set({ status: 'void' })
            .where(and(eq(otps.userUid, request.uid), eq(otps.status, 'live')))
          await tx.insert(otps).values({
            id: otpId,
            userUid: request.uid,
            startupId: input.startupid,
            amount: input.amount,
            codeHash: hashOtp.hash(otpId, code),
            ...offeredTerms(startup),
            expiresAt,
            createdAt: new Date(now),
          })
          return { user, startup }
        })
        try {
          await mailer.sendOtp({
            to: issued.user.email,
            name: issued.user.name,
            code,
            amount: input.amount,
            startupName: issued.startup.name,
            expiresAt,
          })
        } catch (error) {
          request.log.error({ err: error }, 'the one-time code e-mail could not be sent')
          await db.update(otps).set({ status: 'void' }).where(eq(otps.id, otpId))
          throw new Problem(
            503,
            'mail_unavailable',
            'The code could not be e-mailed right now. Nothing was charged; try again in a moment.',
          )
        }
        return { msg: 'otp sent', expiresAt: expiresAt.toISOString() }
      },
    )

    app.post(
      '/payments/verifypayment',
      { preValidation, schema: { body: otpVerifySchema } },
      async (request, reply) => {
        const input = request.body
        requireSelf(request, input.useruid)
        const outcome = await db.transaction(
          async (tx): Promise<Outcome<{ status: number; payment: PaymentReceipt }>> => {
            // The user's latest code, locked until this attempt is decided: concurrent attempts
            // (a double click, two server processes) are decided one after the other.
            const [otp] = await tx
              .select()
              .from(otps)
              .where(eq(otps.userUid, request.uid))
              .orderBy(desc(otps.seq))
              .limit(1)
              .for('update')
            if (!otp) return { problem: noOtpYet() }
            const matches = hashOtp.matches(otp.id, input.otp, otp.codeHash)
            const attempt = attemptOtp(
              { status: otp.status, tries: otp.tries, expiresAt: otp.expiresAt.getTime() },
              matches,
              Date.now(),
            )
            if (attempt.outcome === 'refused') return { problem: attempt.problem }
            if (attempt.outcome === 'wrong') {
              await tx
                .update(otps)
                .set({
                  tries: attempt.tries,
                  ...(attempt.locked ? { status: 'void' as const } : {}),
                })
                .where(eq(otps.id, otp.id))
              return { problem: attempt.problem }
            }
            if (attempt.outcome === 'replay') {
              // The same right code again: the payment it made, answered again.
              const [payment] = otp.paymentId
                ? await tx.select().from(payments).where(eq(payments.id, otp.paymentId))
                : []
              return payment
                ? { ok: { status: 200, payment: receipt(payment) } }
                : {
                    problem: new Problem(409, 'otp_used', 'That code has already been used', 'otp'),
                  }
            }
            const [startup] = await tx
              .select()
              .from(startups)
              .where(eq(startups.id, otp.startupId))
              .for('update')
            if (!startup) return { problem: noSuchStartup() }
            const problem = paymentProblem(
              { ...startup, fundsRecieved: startup.fundsReceived },
              {
                amount: otp.amount,
                terms:
                  otp.stocks === null || otp.fundsRequired === null
                    ? null
                    : { stocks: otp.stocks, fundsRequired: otp.fundsRequired },
              },
            )
            if (problem) return { problem }
            // The payment, the startup's new total and the spent code: one transaction.
            const [payment] = await tx
              .insert(payments)
              .values({
                id: newId(),
                userUid: request.uid,
                startupId: startup.id,
                amount: otp.amount,
              })
              .returning()
            await tx
              .update(startups)
              .set({ fundsReceived: sql`${startups.fundsReceived} + ${otp.amount}` })
              .where(eq(startups.id, startup.id))
            await tx
              .update(otps)
              .set({ status: 'used', paymentId: payment!.id })
              .where(eq(otps.id, otp.id))
            return { ok: { status: 201, payment: receipt(payment!) } }
          },
        )
        if ('problem' in outcome) throw outcome.problem
        return reply
          .status(outcome.ok.status)
          .send({ msg: 'payment successful', data: outcome.ok.payment })
      },
    )

    app.post(
      '/payments/cancel',
      { preValidation, schema: { body: cancelInputSchema } },
      async (request) => {
        const input = request.body
        requireSelf(request, input.useruid)
        const outcome = await db.transaction(async (tx): Promise<Outcome<PaymentReceipt>> => {
          // The payment's row is the lock: a double click or two processes cancel once.
          const [payment] = await tx
            .select()
            .from(payments)
            .where(and(eq(payments.id, input.paymentid), eq(payments.userUid, request.uid)))
            .for('update')
          if (!payment) return { problem: noSuchPayment() }
          const now = Date.now()
          const problem = cancelProblem(payment, now)
          if (problem) return { problem }
          const [cancelled] = await tx
            .update(payments)
            .set({ cancelledAt: new Date(now) })
            .where(eq(payments.id, payment.id))
            .returning()
          // The startup's total goes down in the same step.
          await tx
            .update(startups)
            .set({ fundsReceived: sql`greatest(${startups.fundsReceived} - ${payment.amount}, 0)` })
            .where(eq(startups.id, payment.startupId))
          return { ok: receipt(cancelled!) }
        })
        if ('problem' in outcome) throw outcome.problem
        return { msg: 'investment cancelled', data: outcome.ok }
      },
    )

    app.get(
      '/payments/history/:uid',
      { preValidation, schema: { params: z.object({ uid: z.string().min(1).max(128) }) } },
      async (request): Promise<{ data: FundingRecord[] }> => {
        requireSelf(request, request.params.uid)
        const [user] = await db.select().from(users).where(eq(users.uid, request.uid))
        if (!user) return { data: [] }
        const base = publicBase(request, config.PUBLIC_URL)
        const rows = await db
          .select({
            id: payments.id,
            amount: payments.amount,
            createdAt: payments.createdAt,
            cancelledAt: payments.cancelledAt,
            investorName: users.name,
            investorEmail: users.email,
            investorPhoto: users.photoUrl,
            startupId: startups.id,
            startupName: startups.name,
            startupSlogan: startups.slogan,
            logoFileId: startups.logoFileId,
          })
          .from(payments)
          .innerJoin(users, eq(users.uid, payments.userUid))
          .innerJoin(startups, eq(startups.id, payments.startupId))
          .where(
            user.role === 'startup'
              ? eq(startups.ownerUid, user.uid)
              : eq(payments.userUid, user.uid),
          )
          .orderBy(desc(payments.createdAt), desc(payments.id))
        return {
          data: rows.map((row) => ({
            paymentData: {
              _id: row.id,
              amount: row.amount,
              createdAt: row.createdAt.toISOString(),
              cancellableUntil: cancellableUntil(row.createdAt),
              cancelledAt: row.cancelledAt?.toISOString() ?? null,
            },
            userData: {
              name: row.investorName,
              email: row.investorEmail,
              photoUrl: row.investorPhoto,
            },
            startupData: {
              _id: row.startupId,
              name: row.startupName,
              slogan: row.startupSlogan,
              logo: `${base}/api/files/${row.logoFileId}`,
            },
          })),
        }
      },
    )
  }
