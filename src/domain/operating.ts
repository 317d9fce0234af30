import { z } from '@/domain/zod'
import { Problem } from './problem'

/**
 * Running the platform (docs/product.md#operators), an optional extension: operators review
 * every listing before investors see it, and every action they take is on the record.
 */

/**
 * Where a listing stands: waiting for an operator (`in_review`), sent back to its founder with
 * a reason (`sent_back`), or in Explore, search and on its public page (`live`). A server
 * without review has every startup live and never sends the field.
 */
export const LISTINGS = ['in_review', 'sent_back', 'live', 'taken_down'] as const
export const listingSchema = z.enum(LISTINGS)
export type Listing = z.infer<typeof listingSchema>

/** How each state reads to a person (the founder's dashboard, the operator's screens). */
export const LISTING_TEXT: Record<Listing, string> = {
  in_review: 'In review',
  sent_back: 'Sent back',
  live: 'Live',
  taken_down: 'Taken down by Seedling',
}

/** The longest reason an operator may give (a few sentences; the founder reads it on a phone). */
export const REASON_MAX = 500

/** A reason an operator gives: trimmed, required (`missing` says what it is for), at most REASON_MAX characters. */
const requiredReason = (missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters`)

/** Why a listing is sent back: the founder reads it. */
export const reasonSchema = requiredReason('Give a reason: say what the founder should change')

/** Why an operator takes something down, restores it, suspends an account or lifts it. */
export const recordReasonSchema = requiredReason('Give a reason: it goes on the record')

/** Body of POST operator/review/{id}/sendback. */
export const sendBackInputSchema = z.object({ reason: reasonSchema })
export type SendBackInput = z.infer<typeof sendBackInputSchema>

/** Body of POST operator/review/{id}/approve: an optional note for the record. */
export const approveInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters`)
    .default(''),
})

/** Answer of an operator's decision on a listing, and of the founder's resubmission. */
export const listingDecisionResponseSchema = z.object({
  listing: listingSchema,
  reviewNote: z.string().nullable(),
})
export type ListingDecision = z.infer<typeof listingDecisionResponseSchema>

/** Body of POST startups/resubmit: the founder's own account. */
export const resubmitInputSchema = z.object({ useruid: z.string().trim().min(1).max(128) })

/** What an operator may do, each written to the record. */
export const OPERATOR_ACTIONS = [
  'approve',
  'send_back',
  'hide',
  'restore',
  'dismiss',
  'grant',
  'revoke',
  'suspend',
  'lift',
] as const
export const operatorActionSchema = z.enum(OPERATOR_ACTIONS)
export type OperatorAction = z.infer<typeof operatorActionSchema>

/** How each action reads in the record. */
export const ACTION_TEXT: Record<OperatorAction, string> = {
  approve: 'Approved',
  send_back: 'Sent back',
  hide: 'Taken down',
  restore: 'Restored',
  dismiss: 'Reports dismissed',
  grant: 'Made an operator',
  revoke: 'No longer an operator',
  suspend: 'Suspended',
  lift: 'Suspension lifted',
}

/**
 * What an action is about: a startup's listing, a question on a startup's page, the founder's
 * answer to one, or an account.
 */
export const THING_KINDS = ['startup', 'question', 'answer', 'account'] as const
export const thingKindSchema = z.enum(THING_KINDS)
export type ThingKind = z.infer<typeof thingKindSchema>

/** One entry of the record: who did what to which thing, when, and why. */
export const logEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  /** The operator's uid and name; null for the server's own command (`server:operator`). */
  operator: z.object({ uid: z.string(), name: z.string() }).nullable(),
  action: operatorActionSchema,
  thing: z.object({ kind: thingKindSchema, id: z.string(), name: z.string() }),
  reason: z.string(),
})
export type LogEntry = z.infer<typeof logEntrySchema>

/** Answer of GET operator/log. */
export const logResponseSchema = z.object({ entries: z.array(logEntrySchema) })

/** How many entries the record answers at most (newest first). */
export const LOG_LIMIT = 200

/** The record's filters (query of GET operator/log): one thing, one operator. */
export const logFilterSchema = z.object({
  thing: z.string().trim().max(200).optional(),
  operator: z.string().trim().max(128).optional(),
})
export type LogFilter = z.infer<typeof logFilterSchema>

/** An entry as a store writes it (its id and time are the store's). */
export interface NewLogEntry {
  operatorUid: string | null
  action: OperatorAction
  thing: { kind: ThingKind; id: string; name: string }
  reason: string
}

/** 403 for anyone but an operator. */
export const operatorsOnly = () =>
  new Problem(403, 'operators_only', "Only Seedling's operators can do this")

/** 403: a role write naming the operator's role (it is granted, never chosen). */
export const operatorNotChosen = () =>
  new Problem(
    403,
    'operator_not_chosen',
    "Nobody can make themselves an operator: Seedling's operators are appointed",
    'role',
  )

/** 409: a decision on a listing that is not waiting for one. */
export const notInReview = (listing: Listing) =>
  new Problem(
    409,
    'not_in_review',
    listing === 'live'
      ? 'This startup is already live: there is nothing to review'
      : 'This startup was sent back to its founder: it returns when they resubmit it',
  )

/** 409: a resubmission of a listing that was not sent back. */
export const notSentBack = () =>
  new Problem(409, 'not_sent_back', 'Only a startup sent back by an operator can be resubmitted')

/** 409: an investment in a startup investors cannot see yet. */
export const notListed = () =>
  new Problem(409, 'not_listed', 'This startup is not open to investors yet')

/**
 * The demo's operator account: made an operator in every demo backend (and on a server that
 * accepts demo tokens, development only), and an account of demo sign-in whose address and
 * password the sign-in page names, so stakeholders can see the operator's side. Not a secret:
 * the demo has no real money.
 */
export const DEMO_OPERATOR = {
  uid: 'demo-operator',
  email: 'operator@seedling.demo',
  name: 'Asha (Seedling operator)',
  password: 'operator-demo',
} as const

/** Why someone reports a startup or a question (docs/product.md#operators). */
export const REPORT_REASONS = ['misleading', 'fraud', 'abuse', 'spam', 'other'] as const
export const reportReasonSchema = z.enum(REPORT_REASONS, {
  error: 'Choose a reason: misleading, fraud, abuse, spam or other',
})
export type ReportReason = z.infer<typeof reportReasonSchema>

/** How each reason reads in the report dialog and the operator's queue. */
export const REPORT_REASON_TEXT: Record<ReportReason, string> = {
  misleading: 'Misleading',
  fraud: 'Fraud or a scam',
  abuse: 'Abuse or harassment',
  spam: 'Spam',
  other: 'Something else',
}

/**
 * What can be reported: a startup, a question on a startup's page, or the founder's answer to
 * one (an answer's id is its question's).
 */
export const REPORTABLE = ['startup', 'question', 'answer'] as const
export const reportableSchema = z.enum(REPORTABLE)
export type Reportable = z.infer<typeof reportableSchema>

/** The longest note a reporter may add. */
export const REPORT_NOTE_MAX = 500

/** Body of POST users/report. */
export const reportInputSchema = z.object({
  useruid: z.string().trim().min(1).max(128),
  kind: reportableSchema,
  id: z.string().trim().min(1).max(128),
  reason: reportReasonSchema,
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, `Keep the note under ${REPORT_NOTE_MAX} characters`)
    .default(''),
})
export type ReportInput = z.input<typeof reportInputSchema>

/** A thing as the reporter's record names it: `startup:{id}`, `question:{id}` or `answer:{id}`. */
export const reportedKey = (kind: Reportable, id: string) => `${kind}:${id}`

/** Answer of POST users/report (201): what the reporter has reported and not seen decided. */
export const reportResponseSchema = z.object({ reported: z.array(z.string()) })

/** One thing the reports are about, as the operator's report queue shows it. */
export const reportedThingSchema = z.object({
  kind: reportableSchema,
  id: z.string(),
  /** The startup's name, the question's words, or the answer's. */
  name: z.string(),
  /** The startup it is, or the question's startup (for a link to its page). */
  startupId: z.string(),
  /** A question's answer, if any; for an answer, the question it answers. */
  answer: z.string().nullable(),
  /** Who wrote it: the startup's founder, the question's asker, the answering founder. */
  author: z.object({ uid: z.string(), name: z.string(), suspended: z.boolean() }).optional(),
  /** Whether an operator has taken it down (its reports stay until dismissed or restored). */
  hidden: z.boolean(),
  count: z.number().int().positive(),
  firstAt: z.iso.datetime({ offset: true }),
  reports: z.array(
    z.object({
      reason: reportReasonSchema,
      note: z.string(),
      at: z.iso.datetime({ offset: true }),
    }),
  ),
})
export type ReportedThing = z.infer<typeof reportedThingSchema>

/** Answer of GET operator/reports: open reports by thing, the most reported first. */
export const reportQueueResponseSchema = z.object({ things: z.array(reportedThingSchema) })

/** Params of the moderation calls: operator/reports/{kind}/{id}/(hide|restore|dismiss). */
export const moderationParamsSchema = z.object({
  kind: reportableSchema,
  id: z.string().trim().min(1).max(128),
})

/** Body of hide and restore: the reason, required (the startup's investors read it). */
export const moderationInputSchema = z.object({ reason: recordReasonSchema })

/** Answer of hide, restore and dismiss. */
export const moderationResponseSchema = z.object({ hidden: z.boolean(), closedReports: z.number() })

/** 409: a second open report of the same thing by the same person. */
export const alreadyReported = () =>
  new Problem(
    409,
    'already_reported',
    'You have reported this already: an operator will look at it',
  )

/** 404: a report of something that is not there (or not visible to the reporter). */
export const noSuchThing = (kind: Reportable) =>
  new Problem(
    404,
    'not_found',
    { startup: 'No such startup', question: 'No such question', answer: 'No such answer' }[kind],
  )

/** 409: hiding what is hidden, or restoring what is not. */
export const alreadyDone = (hidden: boolean) =>
  new Problem(
    409,
    hidden ? 'already_hidden' : 'not_hidden',
    hidden ? 'This is already taken down' : 'This is not taken down: there is nothing to restore',
  )

/** 409: dismissing when nothing is reported. */
export const noOpenReports = () =>
  new Problem(409, 'no_open_reports', 'Nothing about this is reported: there is nothing to dismiss')

/** An operator's suspension of an account: why, and since when. */
export const suspensionSchema = z.object({
  reason: z.string(),
  at: z.iso.datetime({ offset: true }),
})
export type Suspension = z.infer<typeof suspensionSchema>

/** One account as the operator's accounts page shows it. */
export const accountSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['startup', 'investor', 'operator']),
  suspended: suspensionSchema.nullable(),
})
export type Account = z.infer<typeof accountSchema>

/** Answer of GET operator/accounts: the account asked for, or every suspended account. */
export const accountsResponseSchema = z.object({ accounts: z.array(accountSchema) })

/** How many suspended accounts the accounts page lists at most (the newest first). */
export const ACCOUNTS_LIMIT = 200

/** Params of POST operator/accounts/{uid}/(suspend|lift). */
export const accountParamsSchema = z.object({ uid: z.string().trim().min(1).max(128) })

/** Body of suspend and lift: the reason (the account's owner reads a suspension's). */
export const suspensionInputSchema = z.object({ reason: recordReasonSchema })

/** Answer of suspend and lift: the account as it now stands. */
export const accountResponseSchema = z.object({ account: accountSchema })

/** 403: what a suspended account may not do (publish, invest, ask, report). */
export const accountSuspended = (suspension: Suspension) =>
  new Problem(
    403,
    'account_suspended',
    `Seedling has suspended your account, so you cannot do this. The reason: ${suspension.reason}`,
  )

/** 409: suspending a suspended account, or lifting a suspension that is not there. */
export const suspensionAlreadyDone = (suspended: boolean) =>
  new Problem(
    409,
    suspended ? 'already_suspended' : 'not_suspended',
    suspended ? 'This account is already suspended' : 'This account is not suspended',
  )

/** 409: an operator suspending an operator (revoke the role first, with server:operator). */
export const operatorNotSuspended = () =>
  new Problem(
    409,
    'operator_account',
    "An operator's account cannot be suspended: revoke the role first (npm run server:operator)",
  )

/** 404: no account with that id or e-mail. */
export const noSuchAccount = () => new Problem(404, 'not_found', 'No such account')
