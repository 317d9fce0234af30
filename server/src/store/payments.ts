import { and, desc, eq, exists, gt, not, sql } from 'drizzle-orm'
import { alias, unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { FastifyBaseLogger } from 'fastify'
import { cancellableUntil } from '@/domain/cancellation'
import { newId } from '@/domain/ids'
import type { PaymentReceipt } from '@/domain/payment'
import type { InvestorPlaces } from '@/domain/investing'
import type { DealTerms, LatestCode, PaymentsStore } from '@/operations/payments'
import type { Db } from '../db/database'
import { historyEpoch, historyVersions, otps, payments, startups, users } from '../db/schema'
import type { Mailer } from '../mail'
import { placeHolding, placesTaken, standingInvestors } from '../startup-facts'
import type { otpHasher } from '../secrets'
import { userRoles } from './owners'
import { transaction, type Tx } from './transaction'

type OtpHasher = Awaited<ReturnType<typeof otpHasher>>

const receipt = (row: typeof payments.$inferSelect): PaymentReceipt => ({
  _id: row.id,
  amount: row.amount,
  startupid: row.startupId,
  createdAt: row.createdAt.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  refundedAt: row.refundedAt?.toISOString() ?? null,
  refundRef: row.refundRef,
})

const dealColumns = {
  name: startups.name,
  fundsRequired: startups.fundsRequired,
  fundsRecieved: startups.fundsReceived,
  closesOn: startups.closesOn,
  stocks: startups.stocks,
  listing: startups.listing,
  inviteOnly: startups.inviteOnly,
  inviteCode: startups.inviteCode,
}

/** The distinct investors with a payment standing on a startup since `since`; `uid` among them? */
const investorPlaces =
  (tx: Tx) =>
  async (startupId: string, uid: string, since: number): Promise<InvestorPlaces> => {
    const [places] = await tx
      .select({
        taken: placesTaken,
        holds: sql<boolean>`coalesce(bool_or(${payments.userUid} = ${uid}), false)`,
      })
      .from(payments)
      .where(placeHolding(startupId, since))
    return places ?? { taken: 0, holds: false }
  }

/**
 * The version of what a user's history shows (migration 0020), as one text: theirs (0 when it has
 * not changed since) and the one every history shares.
 */
const historyVersionOf = (uid: unknown) =>
  sql<string>`(select coalesce((select ${historyVersions.version} from ${historyVersions} where ${historyVersions.uid} = ${uid}), 0) || '.' || ${historyEpoch.version} from ${historyEpoch})`

/**
 * A user's history as one prepared statement: the role and the rows in one round trip (it is
 * read at each visit to Funded and the dashboard, and reading the role first was a second query
 * each time). Two branches, each along its own index, of which the role lets one give rows: the
 * payments the user made (anyone but a founder), or those made to the startup they own (a
 * founder: the chosen role 'startup', not made an operator since).
 */
function historyQuery(db: Db) {
  const uid = sql.placeholder('uid')
  const founder = (user: { role: AnyPgColumn; operatorSince: AnyPgColumn }) =>
    sql`(${user.role} = 'startup' and ${user.operatorSince} is null)`
  const me = alias(users, 'me')
  const rows = () =>
    db
      .select({
        // Named apart from the startup's id, as the union's order is by output names.
        id: sql<string>`${payments.id}`.as('payment_id'),
        amount: payments.amount,
        createdAt: payments.createdAt,
        cancelledAt: payments.cancelledAt,
        refundedAt: payments.refundedAt,
        refundRef: payments.refundRef,
        investorName: users.name,
        investorEmail: users.email,
        investorPhoto: users.photoUrl,
        startupId: startups.id,
        startupName: startups.name,
        startupSlogan: startups.slogan,
        logoFileId: startups.logoFileId,
        logoWidths: startups.logoWidths,
        fundsRequired: startups.fundsRequired,
        stocks: startups.stocks,
        listing: startups.listing,
        reviewNote: startups.reviewNote,
        outcome: startups.outcome,
        // Read in the same snapshot as the rows.
        version: historyVersionOf(uid).as('history_version'),
      })
      .from(payments)
      .innerJoin(users, eq(users.uid, payments.userUid))
      .innerJoin(startups, eq(startups.id, payments.startupId))
  // The payer's row is the user's own: their role is in the join.
  const made = rows().where(and(eq(payments.userUid, uid), not(founder(users))))
  const received = rows().where(
    and(
      eq(startups.ownerUid, uid),
      exists(
        db
          .select({ one: sql`1` })
          .from(me)
          .where(and(eq(me.uid, uid), founder(me))),
      ),
    ),
  )
  return unionAll(made, received)
    .orderBy(desc(payments.createdAt), sql`payment_id desc`)
    .prepare('history_of')
}

/**
 * The version of a user's history now (as `history` reads it with the rows): two rows, each
 * looked up by its key. Null only without migration 0020's epoch.
 */
export function historyVersionNow(db: Db) {
  const versionOf = db
    .select({ version: historyVersionOf(sql.placeholder('uid')) })
    .from(sql`(values (1)) as "one"`)
    .prepare('history_version_of')
  return async (uid: string): Promise<string | null> =>
    (await versionOf.execute({ uid }))[0]?.version ?? null
}

/** The version each history read was read at (`historyVersionRead`), by the list read. */
const readAt = new WeakMap<object, string>()

/**
 * The version of the history a list read by `history` is (migration 0020), read in the same
 * statement; undefined for an empty history, which carries none (and costs nothing to read again),
 * and for anything else.
 */
export const historyVersionRead = (records: object): string | undefined => readAt.get(records)

/**
 * Codes, payments and their history in PostgreSQL. A code is kept as its HMAC (`hashOtp`) and
 * e-mailed by `mailer`; each transaction locks the rows it decides on (`FOR UPDATE`), so two
 * server processes on one database decide one after the other.
 */
export function paymentsStore(
  db: Db,
  { mailer, hashOtp, log }: { mailer: Mailer; hashOtp: OtpHasher; log: FastifyBaseLogger },
): PaymentsStore {
  const historyOf = historyQuery(db)
  const voidCode = async (id: string) => {
    await db.update(otps).set({ status: 'void' }).where(eq(otps.id, id))
  }
  return {
    requestingCode: transaction(db, (tx) => ({
      async lockedInvestor(uid) {
        const [user] = await tx.select().from(users).where(eq(users.uid, uid)).for('update')
        return (
          user && {
            ...user,
            // An operator decides what is listed: their chosen role does not let them invest.
            role: user.operatorSince ? ('operator' as const) : user.role,
            riskAcknowledgedAt: user.riskAcknowledgedAt?.toISOString() ?? null,
          }
        )
      },
      async dealTerms(id): Promise<DealTerms | undefined> {
        const [startup] = await tx.select(dealColumns).from(startups).where(eq(startups.id, id))
        return startup
      },
      investorPlaces: investorPlaces(tx),
      async codesRequestedSince(uid, since) {
        const [counted] = await tx
          .select({
            minute: sql<number>`(count(*) filter (where ${otps.createdAt} > ${new Date(since.minute)}))::int`,
            day: sql<number>`count(*)::int`,
          })
          .from(otps)
          .where(and(eq(otps.userUid, uid), gt(otps.createdAt, new Date(since.day))))
        return counted ?? { minute: 0, day: 0 }
      },
      async issueCode({ useruid, startupid, amount, code, terms, expiresAt, at }) {
        await tx
          .update(otps)
          .set({ status: 'void' })
          .where(and(eq(otps.userUid, useruid), eq(otps.status, 'live')))
        const id = newId()
        await tx.insert(otps).values({
          id,
          userUid: useruid,
          startupId: startupid,
          amount,
          codeHash: hashOtp.hash(id, code),
          ...terms,
          expiresAt: new Date(expiresAt),
          createdAt: new Date(at),
        })
        return id
      },
    })),
    async deliverCode({ to, code, amount, startupName, expiresAt }) {
      try {
        await mailer.sendOtp({
          to: to.email,
          name: to.name,
          code,
          amount,
          startupName,
          expiresAt: new Date(expiresAt),
        })
      } catch (error) {
        log.error({ err: error }, 'the one-time code e-mail could not be sent')
        throw error
      }
    },
    voidCode,
    verifying: transaction(db, (tx) => ({
      async lockedLatestCode(uid): Promise<LatestCode | undefined> {
        const [otp] = await tx
          .select()
          .from(otps)
          .where(eq(otps.userUid, uid))
          .orderBy(desc(otps.seq))
          .limit(1)
          .for('update')
        return (
          otp && {
            id: otp.id,
            status: otp.status,
            tries: otp.tries,
            amount: otp.amount,
            paymentId: otp.paymentId,
            startupid: otp.startupId,
            expiresAt: otp.expiresAt.getTime(),
            terms:
              otp.stocks === null || otp.fundsRequired === null
                ? null
                : { stocks: otp.stocks, fundsRequired: otp.fundsRequired },
            matches: (code) => hashOtp.matches(otp.id, code, otp.codeHash),
          }
        )
      },
      async recordWrongTry(id, tries, locked) {
        await tx
          .update(otps)
          .set({ tries, ...(locked ? { status: 'void' as const } : {}) })
          .where(eq(otps.id, id))
      },
      async payment(id) {
        const [row] = await tx.select().from(payments).where(eq(payments.id, id))
        return row && receipt(row)
      },
      async lockedDealTerms(id) {
        const [startup] = await tx
          .select(dealColumns)
          .from(startups)
          .where(eq(startups.id, id))
          .for('update')
        return startup
      },
      investorPlaces: investorPlaces(tx),
      async recordPayment(code, useruid, at) {
        const [payment] = await tx
          .insert(payments)
          .values({
            id: newId(),
            userUid: useruid,
            startupId: code.startupid,
            amount: code.amount,
            createdAt: new Date(at),
          })
          .returning()
        // The startup's row is locked (lockedDealTerms), so its investors are counted with every
        // payment and cancellation committed before.
        await tx
          .update(startups)
          .set({
            fundsReceived: sql`${startups.fundsReceived} + ${code.amount}`,
            investorCount: standingInvestors(code.startupid),
          })
          .where(eq(startups.id, code.startupid))
        await tx
          .update(otps)
          .set({ status: 'used', paymentId: payment!.id })
          .where(eq(otps.id, code.id))
        return receipt(payment!)
      },
    })),
    cancelling: transaction(db, (tx) => ({
      async lockedPayment(id, uid) {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.id, id), eq(payments.userUid, uid)))
          .for('update')
        return payment && receipt(payment)
      },
      async cancelPayment(payment, at) {
        const [cancelled] = await tx
          .update(payments)
          .set({ cancelledAt: new Date(at) })
          .where(eq(payments.id, payment._id))
          .returning()
        // The startup's row locked first, then counted in a statement of its own: a payment or
        // cancellation of the same startup under way commits before the count, which sees it (an
        // update waiting for the lock would count with what it saw when it began).
        await tx
          .select({ id: startups.id })
          .from(startups)
          .where(eq(startups.id, payment.startupid))
          .for('update')
        await tx
          .update(startups)
          .set({
            fundsReceived: sql`greatest(${startups.fundsReceived} - ${payment.amount}, 0)`,
            investorCount: standingInvestors(payment.startupid),
          })
          .where(eq(startups.id, payment.startupid))
        return receipt(cancelled!)
      },
    })),
    ...userRoles(db),
    async history(uid, base) {
      const rows = await historyOf.execute({ uid })
      const records = rows.map((row) => ({
        paymentData: {
          _id: row.id,
          amount: row.amount,
          createdAt: row.createdAt.toISOString(),
          cancellableUntil: cancellableUntil(row.createdAt),
          cancelledAt: row.cancelledAt?.toISOString() ?? null,
          refundedAt: row.refundedAt?.toISOString() ?? null,
          refundRef: row.refundRef,
        },
        userData: { name: row.investorName, email: row.investorEmail, photoUrl: row.investorPhoto },
        startupData: {
          _id: row.startupId,
          name: row.startupName,
          slogan: row.startupSlogan,
          logo: `${base}/api/files/${row.logoFileId}`,
          logoWidths: row.logoWidths,
          fundsRequired: row.fundsRequired,
          stocks: row.stocks,
          outcome: row.outcome,
          ...(row.listing === 'taken_down' ? { takenDown: row.reviewNote ?? '' } : {}),
        },
      }))
      if (rows[0]) readAt.set(records, rows[0].version)
      return records
    },
  }
}
