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
} from '@/domain/operating'
import { invalidInput } from '@/domain/problem'
import { noSuchStartup, notYourStartup, startupSchema, type Startup } from '@/domain/startup'
import { z } from '@/domain/zod'
import type { UserRoles } from './access'
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
   * into review stamps `at` as its place in the queue.
   */
  setListing(id: string, listing: Listing, reviewNote: string | null, at: number): Promise<void>
  /** Adds an entry to the record, in the same transaction as the action it records. */
  record(entry: NewLogEntry, at: number): Promise<void>
}

/** What running the platform needs of a store. */
export interface OperatingStore extends UserRoles {
  reviewing<T>(work: (tx: ReviewTransaction) => Promise<T>): Promise<T>
  /** The startups in review, the oldest submission first, as investors would see them. */
  reviewQueue(base: string): Promise<Startup[]>
  /** The record, newest first, at most `limit` entries, filtered by thing and by operator. */
  operatorLog(filter: LogFilter, limit: number): Promise<LogEntry[]>
  /** The id of the startup the founder owns; undefined when they have none. */
  ownedStartup(uid: string): Promise<string | undefined>
}

/** 403 unless the caller is one of Seedling's operators. */
export async function requireOperator(store: UserRoles, caller: Caller): Promise<void> {
  if ((await store.roleOf(caller.uid)) !== 'operator') throw operatorsOnly()
}

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
 * Operators (docs/product.md#operators), an optional extension: the review queue, decisions on
 * listings, the founder's resubmission, and the record of every operator action.
 */
export const operatingOperations = [
  operation({
    method: 'GET',
    path: '/operator/review',
    access: 'signed-in',
    response: z.object({ startups: z.array(startupSchema) }),
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
