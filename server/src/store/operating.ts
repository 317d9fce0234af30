import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import type { Account, LogEntry, Reportable } from '@/domain/operating'
import { reportQueueOf, type OperatingStore, type ReportableRow } from '@/operations/operating'
import type { Db } from '../db/database'
import { operatorLog, questions, reports, startups, users } from '../db/schema'
import { lookUp } from './look-up'
import { notify, type PushOutbox } from './notifications'
import { userRoles } from './owners'
import { toPublicStartup } from './startups'
import { transaction, type Tx } from './transaction'

/** An entry as the record keeps it, written in `tx` (the transaction of the action itself). */
export async function recordEntry(
  tx: Pick<Tx, 'insert'>,
  entry: Parameters<Parameters<Parameters<OperatingStore['reviewing']>[0]>[0]['record']>[0],
  at?: number,
) {
  await tx.insert(operatorLog).values({
    ...(at === undefined ? {} : { at: new Date(at) }),
    operatorUid: entry.operatorUid,
    action: entry.action,
    thingKind: entry.thing.kind,
    thingId: entry.thing.id,
    thingName: entry.thing.name,
    reason: entry.reason,
  })
}

/** The open reports of one thing. */
const openReportsOf = (kind: Reportable, id: string) =>
  and(eq(reports.thingKind, kind), eq(reports.thingId, id), eq(reports.status, 'open'))

/** What a person has reported that no operator has decided yet. */
async function openReportsBy(db: Pick<Db, 'select'>, uid: string): Promise<string[]> {
  const rows = await db
    .select({ kind: reports.thingKind, id: reports.thingId })
    .from(reports)
    .where(and(eq(reports.reporterUid, uid), eq(reports.status, 'open')))
  return rows.map((row) => `${row.kind}:${row.id}`)
}

/** Who wrote a reported thing, as the report queue names them. */
const authorOf = (uid: string, name: string | null, suspendedAt: Date | null) => ({
  uid,
  name: name ?? uid,
  suspended: suspendedAt !== null,
})

/** A startup, a question or an answer as reports weigh it (its row locked with `lock`). */
async function reportable(
  db: Pick<Db, 'select'>,
  kind: Reportable,
  id: string,
  { lock = false } = {},
): Promise<ReportableRow | undefined> {
  if (kind === 'startup') {
    const query = db
      .select({
        name: startups.name,
        listing: startups.listing,
        ownerUid: startups.ownerUid,
        ownerName: users.name,
        ownerSuspendedAt: users.suspendedAt,
      })
      .from(startups)
      .leftJoin(users, eq(users.uid, startups.ownerUid))
      .where(eq(startups.id, id))
    const [row] = await (lock ? query.for('update', { of: startups }) : query)
    return (
      row && {
        name: row.name,
        startupId: id,
        visible: row.listing === 'live',
        hidden: row.listing === 'taken_down',
        answer: null,
        author: authorOf(row.ownerUid, row.ownerName, row.ownerSuspendedAt),
      }
    )
  }
  // The question's asker, or for an answer the startup's founder.
  const authorUid = kind === 'answer' ? startups.ownerUid : questions.userUid
  const query = db
    .select({
      question: questions.question,
      answer: questions.answer,
      startupId: questions.startupId,
      hiddenAt: questions.hiddenAt,
      takenDownAt: questions.takenDownAt,
      answerTakenDownAt: questions.answerTakenDownAt,
      listing: startups.listing,
      authorUid,
      authorName: users.name,
      authorSuspendedAt: users.suspendedAt,
    })
    .from(questions)
    .innerJoin(startups, eq(startups.id, questions.startupId))
    .leftJoin(users, eq(users.uid, authorUid))
    .where(eq(questions.id, id))
  const [row] = await (lock ? query.for('update', { of: questions }) : query)
  if (!row) return undefined
  const shown = !row.hiddenAt && !row.takenDownAt && row.listing === 'live'
  const author = authorOf(row.authorUid, row.authorName, row.authorSuspendedAt)
  if (kind === 'answer')
    return row.answer === null
      ? undefined
      : {
          name: row.answer,
          startupId: row.startupId,
          visible: shown && !row.answerTakenDownAt,
          hidden: Boolean(row.answerTakenDownAt),
          answer: row.question,
          author,
        }
  return {
    name: row.question,
    startupId: row.startupId,
    visible: shown,
    hidden: Boolean(row.takenDownAt),
    answer: row.answer,
    author,
  }
}

/** An account as the operator's accounts page shows it. */
const accountColumns = {
  uid: users.uid,
  name: users.name,
  email: users.email,
  role: users.role,
  operatorSince: users.operatorSince,
  suspendedAt: users.suspendedAt,
  suspensionReason: users.suspensionReason,
}
type AccountRow = {
  [K in keyof typeof accountColumns]: (typeof accountColumns)[K]['_']['data'] | null
}
const toAccount = (row: AccountRow): Account => ({
  uid: row.uid!,
  name: row.name!,
  email: row.email!,
  role: row.operatorSince ? 'operator' : row.role!,
  suspended: row.suspendedAt
    ? { reason: row.suspensionReason ?? '', at: row.suspendedAt.toISOString() }
    : null,
})

export { openReportsBy }

/** Running the platform in PostgreSQL: the review queue (a partial index) and the record. */
export function operatingStore(db: Db, push?: PushOutbox): OperatingStore {
  return {
    ...userRoles(db),
    ownedStartup: (uid) => lookUp(db, startups.id, startups.ownerUid, uid),
    reviewing: transaction(db, (tx) => ({
      async lockedListing(id) {
        const [row] = await tx
          .select({ ownerUid: startups.ownerUid, name: startups.name, listing: startups.listing })
          .from(startups)
          .where(eq(startups.id, id))
          .for('update')
        return row
      },
      async setListing(id, listing, reviewNote, at) {
        await tx
          .update(startups)
          .set({
            listing,
            reviewNote,
            ...(listing === 'in_review' ? { submittedAt: new Date(at) } : {}),
            ...(listing === 'live' ? { approvedAt: new Date(at) } : {}),
          })
          .where(eq(startups.id, id))
      },
      record: (entry, at) => recordEntry(tx, entry, at),
      notify: (uid, notice, at) => notify(tx, uid, notice, at, push),
    })),
    async reviewQueue(base) {
      const rows = await db
        .select({ row: startups })
        .from(startups)
        .where(eq(startups.listing, 'in_review'))
        .orderBy(asc(startups.submittedAt), asc(startups.id))
        .limit(500)
      return rows.map((r) => toPublicStartup(r.row, base))
    },
    reporting: transaction(db, (tx) => ({
      async lockedReporterRole(uid) {
        const [user] = await tx
          .select({ role: users.role, operatorSince: users.operatorSince })
          .from(users)
          .where(eq(users.uid, uid))
          .for('update')
        return user && (user.operatorSince ? 'operator' : user.role)
      },
      thing: (kind, id) => reportable(tx, kind, id),
      async hasOpenReport(uid, kind, id) {
        const [found] = await tx
          .select({ id: reports.id })
          .from(reports)
          .where(and(openReportsOf(kind, id), eq(reports.reporterUid, uid)))
          .limit(1)
        return Boolean(found)
      },
      async addReport(report, at) {
        await tx.insert(reports).values({
          reporterUid: report.uid,
          thingKind: report.kind,
          thingId: report.id,
          reason: report.reason,
          note: report.note,
          createdAt: new Date(at),
        })
      },
      openReportsBy: (uid) => openReportsBy(tx, uid),
    })),
    moderating: transaction(db, (tx) => ({
      lockedThing: (kind, id) => reportable(tx, kind, id, { lock: true }),
      async setHidden(kind, id, hidden, reason, at) {
        if (kind === 'startup') {
          await tx
            .update(startups)
            .set(
              hidden
                ? { listing: 'taken_down', reviewNote: reason }
                : { listing: 'live', reviewNote: null },
            )
            .where(eq(startups.id, id))
          return
        }
        if (kind === 'answer') {
          await tx
            .update(questions)
            .set({ answerTakenDownAt: hidden ? new Date(at) : null })
            .where(eq(questions.id, id))
          return
        }
        const [changed] = await tx
          .update(questions)
          .set({ takenDownAt: hidden ? new Date(at) : null })
          .where(eq(questions.id, id))
          .returning({ startupId: questions.startupId, hiddenAt: questions.hiddenAt })
        // The page's count of questions follows what it shows.
        if (changed && !changed.hiddenAt)
          await tx
            .update(startups)
            .set({
              questionCount: sql`greatest(${startups.questionCount} + ${hidden ? -1 : 1}, 0)`,
            })
            .where(eq(startups.id, changed.startupId))
      },
      async closeReports(kind, id, outcome, at) {
        const closed = await tx
          .update(reports)
          .set({ status: outcome, closedAt: new Date(at) })
          .where(openReportsOf(kind, id))
          .returning({ id: reports.id })
        return closed.length
      },
      record: (entry, at) => recordEntry(tx, entry, at),
      notify: (uid, notice, at) => notify(tx, uid, notice, at, push),
    })),
    async reportQueue() {
      const open = await db
        .select()
        .from(reports)
        .where(eq(reports.status, 'open'))
        .orderBy(asc(reports.createdAt))
        .limit(2_000)
      const takenDown = await db
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.status, 'actioned'),
            or(
              and(
                eq(reports.thingKind, 'startup'),
                inArray(
                  reports.thingId,
                  db
                    .select({ id: startups.id })
                    .from(startups)
                    .where(eq(startups.listing, 'taken_down')),
                ),
              ),
              and(
                eq(reports.thingKind, 'question'),
                inArray(
                  reports.thingId,
                  db
                    .select({ id: questions.id })
                    .from(questions)
                    .where(isNotNull(questions.takenDownAt)),
                ),
              ),
              and(
                eq(reports.thingKind, 'answer'),
                inArray(
                  reports.thingId,
                  db
                    .select({ id: questions.id })
                    .from(questions)
                    .where(isNotNull(questions.answerTakenDownAt)),
                ),
              ),
            ),
          ),
        )
        .orderBy(asc(reports.createdAt))
        .limit(2_000)
      return reportQueueOf([...open, ...takenDown], (kind, id) => reportable(db, kind, id))
    },
    async accounts(find, limit) {
      if (find) {
        const rows = await db
          .select(accountColumns)
          .from(users)
          .where(or(eq(users.uid, find), eq(sql`lower(${users.email})`, find.toLowerCase())))
          .limit(1)
        return rows.map(toAccount)
      }
      const rows = await db
        .select(accountColumns)
        .from(users)
        .where(isNotNull(users.suspendedAt))
        .orderBy(desc(users.suspendedAt))
        .limit(limit)
      return rows.map(toAccount)
    },
    suspending: transaction(db, (tx) => ({
      async lockedAccount(uid) {
        const [row] = await tx
          .select(accountColumns)
          .from(users)
          .where(eq(users.uid, uid))
          .for('update')
        return row && toAccount(row)
      },
      async setSuspension(uid, reason, at) {
        await tx
          .update(users)
          .set({ suspendedAt: reason === null ? null : new Date(at), suspensionReason: reason })
          .where(eq(users.uid, uid))
      },
      record: (entry, at) => recordEntry(tx, entry, at),
    })),
    async operatorLog(filter, limit) {
      const where: SQL[] = []
      if (filter.thing) where.push(eq(operatorLog.thingId, filter.thing))
      if (filter.operator) where.push(eq(operatorLog.operatorUid, filter.operator))
      const rows = await db
        .select({ entry: operatorLog, operatorName: users.name })
        .from(operatorLog)
        .leftJoin(users, eq(users.uid, operatorLog.operatorUid))
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(operatorLog.at), desc(operatorLog.id))
        .limit(limit)
      return rows.map(({ entry, operatorName }): LogEntry => ({
        id: String(entry.id),
        at: entry.at.toISOString(),
        operator: entry.operatorUid
          ? { uid: entry.operatorUid, name: operatorName ?? entry.operatorUid }
          : null,
        action: entry.action,
        thing: { kind: entry.thingKind, id: entry.thingId, name: entry.thingName },
        reason: entry.reason,
      }))
    },
  }
}
