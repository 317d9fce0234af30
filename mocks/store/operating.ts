import { newId } from '@/domain/ids'
import type { Account, LogEntry, NewLogEntry, Reportable } from '@/domain/operating'
import { reportQueueOf, type OperatingStore, type ReportableRow } from '@/operations/operating'
import type { Backend } from '../backend'
import type { Database } from '../data/database'
import { notify } from './notifications'
import { roleOfRecord, suspensionOfRecord, userRoles } from './owners'
import { toPublicStartup } from './startups'

/** Running the platform over the demo's database: the review queue and the record. */
export function operatingStore(backend: Backend): OperatingStore {
  const { db } = backend
  const nameOf = (uid: string) => db.users.findFirst((q) => q.where({ useruid: uid }))?.name ?? uid
  const recordEntry = async (entry: NewLogEntry, at: number) => {
    await db.records.create({
      _id: newId(),
      at: new Date(at).toISOString(),
      operatorUid: entry.operatorUid,
      action: entry.action,
      thing: entry.thing,
      reason: entry.reason,
    })
  }
  const openOf = (kind: Reportable, id: string) =>
    db.reports
      .findMany((q) => q.where({ thingKind: kind, thingId: id }))
      .filter((report) => report.status === 'open')
  const userOf = (uid: string) => db.users.findFirst((q) => q.where({ useruid: uid }))
  const authorOf = (uid: string) => {
    const user = userOf(uid)
    return { uid, name: user?.name ?? uid, suspended: Boolean(user?.suspendedAt) }
  }
  /** A startup, a question or an answer as reports weigh it. */
  const reportable = (kind: Reportable, id: string): ReportableRow | undefined => {
    if (kind === 'startup') {
      const startup = db.startups.findFirst((q) => q.where({ _id: id }))
      return (
        startup && {
          name: startup.name,
          startupId: id,
          visible: startup.listing === 'live',
          hidden: startup.listing === 'taken_down',
          answer: null,
          author: authorOf(startup.ownerUid),
        }
      )
    }
    const question = db.questions.findFirst((q) => q.where({ _id: id }))
    if (!question) return undefined
    const startup = db.startups.findFirst((q) => q.where({ _id: question.startupid }))
    const shown = !question.hiddenAt && !question.takenDownAt && startup?.listing === 'live'
    if (kind === 'answer')
      return question.answer === null || !startup
        ? undefined
        : {
            name: question.answer,
            startupId: question.startupid,
            visible: shown && !question.answerTakenDownAt,
            hidden: Boolean(question.answerTakenDownAt),
            answer: question.question,
            author: authorOf(startup.ownerUid),
          }
    return {
      name: question.question,
      startupId: question.startupid,
      visible: shown,
      hidden: Boolean(question.takenDownAt),
      answer: question.answer,
      author: authorOf(question.useruid),
    }
  }
  const accountOf = (user: NonNullable<ReturnType<typeof userOf>>): Account => ({
    uid: user.useruid,
    name: user.name,
    email: user.email,
    role: roleOfRecord(user),
    suspended: suspensionOfRecord(user),
  })
  return {
    ...userRoles(backend),
    ownedStartup: async (uid) => db.startups.findFirst((q) => q.where({ ownerUid: uid }))?._id,
    reviewing: (work) =>
      backend.exclusive(() =>
        work({
          async lockedListing(id) {
            const found = db.startups.findFirst((q) => q.where({ _id: id }))
            return found && { ownerUid: found.ownerUid, name: found.name, listing: found.listing }
          },
          async setListing(id, listing, reviewNote, at) {
            await db.startups.update((q) => q.where({ _id: id }), {
              data(row) {
                row.listing = listing
                row.reviewNote = reviewNote
                if (listing === 'in_review') row.submittedAt = new Date(at).toISOString()
                if (listing === 'live') row.approvedAt = new Date(at).toISOString()
              },
            })
          },
          record: (entry, at) => recordEntry(entry, at),
          notify: (uid, notice, at) => notify(backend, uid, notice, at),
        }),
      ),
    async reviewQueue() {
      return db.startups
        .findMany((q) => q.where({ listing: 'in_review' }))
        .sort(
          (a, b) =>
            (a.submittedAt ?? a.createdAt).localeCompare(b.submittedAt ?? b.createdAt) ||
            a._id.localeCompare(b._id),
        )
        .map((row) => toPublicStartup(row))
    },
    reporting: (work) =>
      backend.exclusive(() =>
        work({
          async lockedReporterRole(uid) {
            const user = db.users.findFirst((q) => q.where({ useruid: uid }))
            return user && roleOfRecord(user)
          },
          thing: async (kind, id) => reportable(kind, id),
          hasOpenReport: async (uid, kind, id) =>
            openOf(kind, id).some((r) => r.reporterUid === uid),
          async addReport(report, at) {
            await db.reports.create({
              _id: newId(),
              reporterUid: report.uid,
              thingKind: report.kind,
              thingId: report.id,
              reason: report.reason,
              note: report.note,
              createdAt: new Date(at).toISOString(),
              status: 'open',
              closedAt: null,
            })
          },
          openReportsBy: async (uid) => openReportsBy(db, uid),
        }),
      ),
    moderating: (work) =>
      backend.exclusive(() =>
        work({
          lockedThing: async (kind, id) => reportable(kind, id),
          async setHidden(kind, id, hidden, reason, at) {
            if (kind === 'startup')
              await db.startups.update((q) => q.where({ _id: id }), {
                data(row) {
                  row.listing = hidden ? 'taken_down' : 'live'
                  row.reviewNote = hidden ? reason : null
                },
              })
            else
              await db.questions.update((q) => q.where({ _id: id }), {
                data(row) {
                  const when = hidden ? new Date(at).toISOString() : null
                  if (kind === 'answer') row.answerTakenDownAt = when
                  else row.takenDownAt = when
                },
              })
          },
          async closeReports(kind, id, outcome, at) {
            const open = openOf(kind, id)
            for (const report of open)
              await db.reports.update((q) => q.where({ _id: report._id }), {
                data(row) {
                  row.status = outcome
                  row.closedAt = new Date(at).toISOString()
                },
              })
            return open.length
          },
          async record(entry, at) {
            await recordEntry(entry, at)
          },
          notify: (uid, notice, at) => notify(backend, uid, notice, at),
        }),
      ),
    reportQueue: async () =>
      reportQueueOf(
        db.reports.all().filter((r) => r.status !== 'dismissed'),
        async (kind, id) => reportable(kind, id),
      ),
    async accounts(find, limit) {
      if (find) {
        const wanted = find.toLowerCase()
        const user = db.users
          .all()
          .find((u) => u.useruid === find || u.email.toLowerCase() === wanted)
        return user ? [accountOf(user)] : []
      }
      return db.users
        .all()
        .filter((user) => user.suspendedAt)
        .sort((a, b) => b.suspendedAt!.localeCompare(a.suspendedAt!))
        .slice(0, limit)
        .map(accountOf)
    },
    suspending: (work) =>
      backend.exclusive(() =>
        work({
          async lockedAccount(uid) {
            const user = userOf(uid)
            return user && accountOf(user)
          },
          async setSuspension(uid, reason, at) {
            await db.users.update((q) => q.where({ useruid: uid }), {
              data(row) {
                row.suspendedAt = reason === null ? null : new Date(at).toISOString()
                row.suspensionReason = reason
              },
            })
          },
          record: (entry, at) => recordEntry(entry, at),
        }),
      ),
    async operatorLog(filter, limit) {
      return db.records
        .all()
        .filter(
          (entry) =>
            (!filter.thing || entry.thing.id === filter.thing) &&
            (!filter.operator || entry.operatorUid === filter.operator),
        )
        .sort((a, b) => b.at.localeCompare(a.at) || b._id.localeCompare(a._id))
        .slice(0, limit)
        .map(({ _id, operatorUid, ...entry }): LogEntry => ({
          ...entry,
          id: _id,
          operator: operatorUid ? { uid: operatorUid, name: nameOf(operatorUid) } : null,
        }))
    },
  }
}

/** What a person has reported that no operator has decided yet (`reportedKey`s). */
export function openReportsBy(db: Database, uid: string): string[] {
  return db.reports
    .findMany((q) => q.where({ reporterUid: uid }))
    .filter((report) => report.status === 'open')
    .map((report) => `${report.thingKind}:${report.thingId}`)
}
