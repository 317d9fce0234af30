import { idParamsSchema } from '@/domain/ids'
import {
  approveInputSchema,
  listingDecisionResponseSchema,
  logFilterSchema,
  LOG_LIMIT,
  logResponseSchema,
  notInReview,
  notSentBack,
  operatorsOnly,
  resubmitInputSchema,
  sendBackInputSchema,
  type Listing,
  type LogEntry,
  type LogFilter,
  type NewLogEntry,
  alreadyDone,
  alreadyReported,
  moderationInputSchema,
  moderationParamsSchema,
  moderationResponseSchema,
  noOpenReports,
  noSuchThing,
  reportInputSchema,
  reportQueueResponseSchema,
  reportResponseSchema,
  type Reportable,
  type ReportedThing,
  type ReportReason,
  accountParamsSchema,
  accountResponseSchema,
  accountsResponseSchema,
  ACCOUNTS_LIMIT,
  noSuchAccount,
  operatorNotSuspended,
  suspensionAlreadyDone,
  suspensionInputSchema,
  type Account,
} from '@/domain/operating'
import { listingNotice, takenDownNotice, type NewNotification } from '@/domain/notifications'
import { invalidInput, Problem } from '@/domain/problem'
import type { Role } from '@/domain/user'
import {
  noSuchStartup,
  notYourStartup,
  reviewQueueResponseSchema,
  type Startup,
} from '@/domain/startup'
import { z } from '@/domain/zod'
import { requireNotSuspended, type Suspensions, type UserRoles } from './access'
import { operationsOver, type Caller } from './operation'

/** A listing as a decision on it weighs it, locked until the decision is kept. */
export interface ListingRow {
  ownerUid: string
  name: string
  listing: Listing
}

/** What a decision on a listing needs of a store, inside one transaction. */
export interface ReviewTransaction {
  /** The startup's listing, its row locked: two decisions on it never cross. */
  lockedListing(id: string): Promise<ListingRow | undefined>
  /**
   * Moves the listing to `listing` with the founder's note (null but when sent back); going
   * into review stamps `at` as its place in the queue, going live as when it was approved.
   */
  setListing(id: string, listing: Listing, reviewNote: string | null, at: number): Promise<void>
  /** Adds an entry to the record, in the same transaction as the action it records. */
  record(entry: NewLogEntry, at: number): Promise<void>
  /** Tells the founder, in their notification centre (an optional extension). */
  notify(uid: string, notice: NewNotification, at: number): Promise<void>
}

/** A reported thing as a report or a decision on it weighs it. */
export interface ReportableRow {
  name: string
  /** The startup it is, or the question's startup. */
  startupId: string
  /** Whether investors see it now (a live startup; a question shown on a live startup's page). */
  visible: boolean
  /** Whether an operator has taken it down. */
  hidden: boolean
  /** A question's answer (null for a startup, or a question not answered); an answer's question. */
  answer: string | null
  /** Who wrote it: the founder of a startup or of an answer, the asker of a question. */
  author?: { uid: string; name: string; suspended: boolean }
}

/** One report as a store keeps it. */
export interface ReportRow {
  thingKind: Reportable
  thingId: string
  reason: ReportReason
  note: string
  createdAt: Date | string
  status: 'open' | 'actioned' | 'dismissed'
}

const iso = (at: Date | string) => (typeof at === 'string' ? at : at.toISOString())

/**
 * The report queue made from reports (open ones, and those acted on of things still taken
 * down): one entry per thing with its reports, the things waiting for a decision first (the
 * most reported, then the oldest), then the things taken down.
 */
export async function reportQueueOf(
  rows: readonly ReportRow[],
  thingOf: (kind: Reportable, id: string) => Promise<ReportableRow | undefined>,
): Promise<ReportedThing[]> {
  const groups = new Map<string, ReportRow[]>()
  for (const row of rows) {
    const key = `${row.thingKind}:${row.thingId}`
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  const things: ReportedThing[] = []
  for (const group of groups.values()) {
    const { thingKind: kind, thingId: id } = group[0]!
    const thing = await thingOf(kind, id)
    if (!thing) continue
    const open = group.filter((row) => row.status === 'open')
    const shown = thing.hidden ? group : open
    if (shown.length === 0) continue
    const reports = shown
      .map((row) => ({ reason: row.reason, note: row.note, at: iso(row.createdAt) }))
      .sort((a, b) => a.at.localeCompare(b.at))
    things.push({
      kind,
      id,
      name: thing.name,
      startupId: thing.startupId,
      answer: thing.answer,
      ...(thing.author ? { author: thing.author } : {}),
      hidden: thing.hidden,
      count: reports.length,
      firstAt: reports[0]!.at,
      reports,
    })
  }
  return things.sort(
    (a, b) =>
      Number(a.hidden) - Number(b.hidden) ||
      b.count - a.count ||
      a.firstAt.localeCompare(b.firstAt),
  )
}

/** What reporting needs of a store, inside one transaction. */
export interface ReportingTransaction {
  /** The reporter's role, their row locked (one open report per person per thing holds). */
  lockedReporterRole(uid: string): Promise<Role | undefined>
  thing(kind: Reportable, id: string): Promise<ReportableRow | undefined>
  hasOpenReport(uid: string, kind: Reportable, id: string): Promise<boolean>
  addReport(
    report: { uid: string; kind: Reportable; id: string; reason: ReportReason; note: string },
    at: number,
  ): Promise<void>
  /** What the person has reported that no operator has decided yet (`reportedKey`s). */
  openReportsBy(uid: string): Promise<string[]>
}

/** What a decision on reports needs of a store, inside one transaction. */
export interface ModerationTransaction {
  /** The thing, its row locked: two operators' decisions on it never cross. */
  lockedThing(kind: Reportable, id: string): Promise<ReportableRow | undefined>
  /** Takes it down (with the reason its investors read) or puts it back. */
  setHidden(
    kind: Reportable,
    id: string,
    hidden: boolean,
    reason: string,
    at: number,
  ): Promise<void>
  /** Closes its open reports as acted on or dismissed; how many there were. */
  closeReports(
    kind: Reportable,
    id: string,
    outcome: 'actioned' | 'dismissed',
    at: number,
  ): Promise<number>
  record(entry: NewLogEntry, at: number): Promise<void>
  /** Tells the thing's author, in their notification centre (an optional extension). */
  notify(uid: string, notice: NewNotification, at: number): Promise<void>
}

/** What a suspension needs of a store, inside one transaction. */
export interface SuspensionTransaction {
  /** The account, its row locked: two operators' decisions on it never cross. */
  lockedAccount(uid: string): Promise<Account | undefined>
  /** Suspends it with the reason its owner reads, or lifts the suspension (null). */
  setSuspension(uid: string, reason: string | null, at: number): Promise<void>
  record(entry: NewLogEntry, at: number): Promise<void>
}

/** What running the platform needs of a store. */
export interface OperatingStore extends UserRoles, Suspensions {
  reporting<T>(work: (tx: ReportingTransaction) => Promise<T>): Promise<T>
  moderating<T>(work: (tx: ModerationTransaction) => Promise<T>): Promise<T>
  /**
   * The report queue: things with open reports, the most reported first, and the things taken
   * down, with the reports that led to it.
   */
  reportQueue(): Promise<ReportedThing[]>
  reviewing<T>(work: (tx: ReviewTransaction) => Promise<T>): Promise<T>
  /** The startups in review, the oldest submission first, as investors would see them. */
  reviewQueue(base: string): Promise<Startup[]>
  /** The record, newest first, at most `limit` entries, filtered by thing and by operator. */
  operatorLog(filter: LogFilter, limit: number): Promise<LogEntry[]>
  /** The id of the startup the founder owns; undefined when they have none. */
  ownedStartup(uid: string): Promise<string | undefined>
  /**
   * The account whose uid, or e-mail (any case), is `find`; without it the suspended accounts,
   * the latest suspension first, at most `limit`.
   */
  accounts(find: string | undefined, limit: number): Promise<Account[]>
  suspending<T>(work: (tx: SuspensionTransaction) => Promise<T>): Promise<T>
}

/** 403 unless the caller is one of Seedling's operators. */
export async function requireOperator(store: UserRoles, caller: Caller): Promise<void> {
  if ((await store.roleOf(caller.uid)) !== 'operator') throw operatorsOnly()
}

/** The accounts page's search (query of GET operator/accounts): a uid or an e-mail. */
const findAccountSchema = z.object({ find: z.string().trim().max(320).optional() })

const extension = 'Operators'
const operation = operationsOver<OperatingStore>({ extension })

/** An operator's decision on a listing in review: approve it or send it back. */
function decision(
  path: string,
  decide: { action: 'approve'; to: 'live' } | { action: 'send_back'; to: 'sent_back' },
  body: typeof approveInputSchema | typeof sendBackInputSchema,
) {
  return operation({
    method: 'POST',
    path,
    access: 'signed-in',
    params: idParamsSchema,
    body,
    response: listingDecisionResponseSchema,
    async run({ store, caller, now }, { params, body }) {
      await requireOperator(store, caller)
      const reason = (body as { reason: string }).reason
      return store.reviewing(async (tx) => {
        const row = await tx.lockedListing(params.id)
        if (!row) throw noSuchStartup()
        if (row.listing !== 'in_review') throw notInReview(row.listing)
        const reviewNote = decide.to === 'sent_back' ? reason : null
        await tx.setListing(params.id, decide.to, reviewNote, now)
        await tx.notify(
          row.ownerUid,
          listingNotice(
            row.name,
            decide.to === 'live' ? { approved: true } : { approved: false, reason },
          ),
          now,
        )
        await tx.record(
          {
            operatorUid: caller.uid,
            action: decide.action,
            thing: { kind: 'startup', id: params.id, name: row.name },
            reason,
          },
          now,
        )
        return { listing: decide.to, reviewNote }
      })
    },
  })
}

/**
 * An operator's decision on a reported thing: take it down (its open reports acted on), put it
 * back, or dismiss its reports. Hide and restore need a reason (a startup's investors read it).
 */
function moderation(decision: 'hide' | 'restore' | 'dismiss') {
  return operation({
    method: 'POST',
    path: `/operator/reports/:kind/:id/${decision}`,
    access: 'signed-in',
    params: moderationParamsSchema,
    body: decision === 'dismiss' ? approveInputSchema : moderationInputSchema,
    response: moderationResponseSchema,
    async run({ store, caller, now }, { params, body }) {
      await requireOperator(store, caller)
      const { reason } = body as { reason: string }
      return store.moderating(async (tx) => {
        const thing = await tx.lockedThing(params.kind, params.id)
        if (!thing) throw noSuchThing(params.kind)
        let closedReports = 0
        if (decision === 'dismiss') {
          closedReports = await tx.closeReports(params.kind, params.id, 'dismissed', now)
          if (closedReports === 0) throw noOpenReports()
        } else {
          const hide = decision === 'hide'
          if (thing.hidden === hide) throw alreadyDone(hide)
          await tx.setHidden(params.kind, params.id, hide, reason, now)
          if (hide) closedReports = await tx.closeReports(params.kind, params.id, 'actioned', now)
          if (hide && thing.author)
            await tx.notify(
              thing.author.uid,
              takenDownNotice(
                { kind: params.kind, name: thing.name, startupId: thing.startupId },
                reason,
              ),
              now,
            )
        }
        await tx.record(
          {
            operatorUid: caller.uid,
            action: decision,
            thing: { kind: params.kind, id: params.id, name: thing.name },
            reason,
          },
          now,
        )
        return {
          hidden: decision === 'dismiss' ? thing.hidden : decision === 'hide',
          closedReports,
        }
      })
    },
  })
}

/** An operator suspends an account (it may still sign in) or lifts its suspension. */
function suspension(decision: 'suspend' | 'lift') {
  return operation({
    method: 'POST',
    path: `/operator/accounts/:uid/${decision}`,
    access: 'signed-in',
    params: accountParamsSchema,
    body: suspensionInputSchema,
    response: accountResponseSchema,
    async run({ store, caller, now }, { params, body }) {
      await requireOperator(store, caller)
      return store.suspending(async (tx) => {
        const account = await tx.lockedAccount(params.uid)
        if (!account) throw noSuchAccount()
        const suspend = decision === 'suspend'
        if (suspend && account.role === 'operator') throw operatorNotSuspended()
        if (Boolean(account.suspended) === suspend) throw suspensionAlreadyDone(suspend)
        await tx.setSuspension(params.uid, suspend ? body.reason : null, now)
        await tx.record(
          {
            operatorUid: caller.uid,
            action: decision,
            thing: { kind: 'account', id: params.uid, name: account.name },
            reason: body.reason,
          },
          now,
        )
        const suspended = suspend ? { reason: body.reason, at: new Date(now).toISOString() } : null
        return { account: { ...account, suspended } }
      })
    },
  })
}

/**
 * Operators (docs/product.md#operators), an optional extension: the review queue, decisions on
 * listings, the founder's resubmission, and the record of every operator action.
 */
export const operatingOperations = [
  operation({
    method: 'GET',
    path: '/operator/review',
    access: 'signed-in',
    response: reviewQueueResponseSchema,
    async run({ store, caller, base }) {
      await requireOperator(store, caller)
      return { startups: await store.reviewQueue(base) }
    },
  }),
  decision('/operator/review/:id/approve', { action: 'approve', to: 'live' }, approveInputSchema),
  decision(
    '/operator/review/:id/sendback',
    { action: 'send_back', to: 'sent_back' },
    sendBackInputSchema,
  ),
  operation({
    method: 'POST',
    path: '/startups/resubmit',
    access: 'self',
    body: resubmitInputSchema,
    response: listingDecisionResponseSchema,
    async run({ store, caller, now }) {
      const id = await store.ownedStartup(caller.uid)
      if (!id) throw notYourStartup()
      await requireNotSuspended(store, caller.uid)
      return store.reviewing(async (tx) => {
        const row = await tx.lockedListing(id)
        if (!row) throw noSuchStartup()
        if (row.listing !== 'sent_back') throw notSentBack()
        await tx.setListing(id, 'in_review', null, now)
        return { listing: 'in_review' as const, reviewNote: null }
      })
    },
  }),
  operation({
    method: 'POST',
    path: '/users/report',
    access: 'self',
    body: reportInputSchema,
    response: reportResponseSchema,
    status: 201,
    async run({ store, caller, now }, { body }) {
      await requireNotSuspended(store, caller.uid)
      return store.reporting(async (tx) => {
        if (!(await tx.lockedReporterRole(caller.uid)))
          throw new Problem(403, 'no_account', 'Choose your role first: then you can report')
        const thing = await tx.thing(body.kind, body.id)
        if (!thing?.visible) throw noSuchThing(body.kind)
        if (await tx.hasOpenReport(caller.uid, body.kind, body.id)) throw alreadyReported()
        await tx.addReport(
          { uid: caller.uid, kind: body.kind, id: body.id, reason: body.reason, note: body.note },
          now,
        )
        return { reported: await tx.openReportsBy(caller.uid) }
      })
    },
  }),
  operation({
    method: 'GET',
    path: '/operator/reports',
    access: 'signed-in',
    response: reportQueueResponseSchema,
    async run({ store, caller }) {
      await requireOperator(store, caller)
      return { things: await store.reportQueue() }
    },
  }),
  moderation('hide'),
  moderation('restore'),
  moderation('dismiss'),
  operation({
    method: 'GET',
    path: '/operator/accounts',
    access: 'signed-in',
    response: accountsResponseSchema,
    async run({ store, caller }, { query }) {
      await requireOperator(store, caller)
      const parsed = findAccountSchema.safeParse({ find: query.get('find') || undefined })
      if (!parsed.success) throw invalidInput(parsed.error.issues)
      return { accounts: await store.accounts(parsed.data.find, ACCOUNTS_LIMIT) }
    },
  }),
  suspension('suspend'),
  suspension('lift'),
  operation({
    method: 'GET',
    path: '/operator/log',
    access: 'signed-in',
    response: logResponseSchema,
    async run({ store, caller }, { query }) {
      await requireOperator(store, caller)
      const parsed = logFilterSchema.safeParse({
        thing: query.get('thing') || undefined,
        operator: query.get('operator') || undefined,
      })
      if (!parsed.success) throw invalidInput(parsed.error.issues)
      return { entries: await store.operatorLog(parsed.data, LOG_LIMIT) }
    },
  }),
]
