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
export const LISTINGS = ['in_review', 'sent_back', 'live'] as const
export const listingSchema = z.enum(LISTINGS)
export type Listing = z.infer<typeof listingSchema>

/** How each state reads to a person (the founder's dashboard, the operator's screens). */
export const LISTING_TEXT: Record<Listing, string> = {
  in_review: 'In review',
  sent_back: 'Sent back',
  live: 'Live',
}

/** The longest reason an operator may give (a few sentences; the founder reads it on a phone). */
export const REASON_MAX = 500

/** A reason an operator gives: trimmed, required, at most REASON_MAX characters. */
export const reasonSchema = z
  .string()
  .trim()
  .min(1, 'Give a reason: say what the founder should change')
  .max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters`)

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
export const OPERATOR_ACTIONS = ['approve', 'send_back', 'grant', 'revoke'] as const
export const operatorActionSchema = z.enum(OPERATOR_ACTIONS)
export type OperatorAction = z.infer<typeof operatorActionSchema>

/** How each action reads in the record. */
export const ACTION_TEXT: Record<OperatorAction, string> = {
  approve: 'Approved',
  send_back: 'Sent back',
  grant: 'Made an operator',
  revoke: 'No longer an operator',
}

/** What an action is about: a startup's listing, or an account. */
export const thingKindSchema = z.enum(['startup', 'account'])
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
