import { Problem } from './problem'
import { uidSchema } from './user'
import { z } from './zod'
import { bodyIdSchema, startupEntrySchema } from './ids'
import { logoWidthsSchema } from './startup'

/**
 * Founders' updates (docs/product.md#updates), an optional extension: an active founder posts a
 * title and a markdown body; anyone reads them on the startup's page, newest first; an investor
 * reads those of the startups they funded or follow in one feed. A server that has it sends
 * `lastUpdateAt` in every startup.
 */

export const UPDATE_TITLE_MAX = 120
export const UPDATE_BODY_MAX = 10_000
/** Updates a founder may post in a day: enough for news, too few to spam investors' inboxes. */
export const UPDATES_PER_DAY = 5
export const UPDATE_WINDOW_MS = 24 * 3_600_000
/** How many updates the investor's feed holds. */
export const FEED_SIZE = 50

const startupId = bodyIdSchema

/** The fields of an update, validated the same way in the form and on both servers. */
export const updateFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(UPDATE_TITLE_MAX, `Keep the title under ${UPDATE_TITLE_MAX} characters`),
  body: z
    .string()
    .trim()
    .min(1, 'Write the update')
    .max(UPDATE_BODY_MAX, 'Keep the update under 10,000 characters'),
})
export type UpdateFields = z.infer<typeof updateFieldsSchema>

/** Body of POST startups/postupdate. */
export const postUpdateInputSchema = updateFieldsSchema.extend({
  useruid: uidSchema,
  startupid: startupId,
})
export type PostUpdateInput = z.infer<typeof postUpdateInputSchema>

export const updateSchema = startupEntrySchema.extend({
  title: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
})
export type StartupUpdate = z.infer<typeof updateSchema>

/** Answer of GET startups/updates/{id}: newest first. */
export const updatesResponseSchema = z.object({ data: z.array(updateSchema) })
/** Answer of POST startups/postupdate (201): the update as stored. */
export const postUpdateResponseSchema = z.object({ data: updateSchema })

/** One entry of GET users/feed/{uid}: the update and the startup it is from. */
export const feedItemSchema = z.object({
  update: updateSchema,
  startup: z.object({
    _id: z.string().min(1),
    name: z.string(),
    logo: z.string().default(''),
    logoWidths: logoWidthsSchema,
  }),
})
export type FeedItem = z.infer<typeof feedItemSchema>
export const feedResponseSchema = z.object({ data: z.array(feedItemSchema) })

export const tooManyUpdates = () =>
  new Problem(
    429,
    'too_many_updates',
    `You can post ${UPDATES_PER_DAY} updates a day. Try again tomorrow`,
  )

/** Newest first; the same instant falls back to the id so both servers agree. */
export const byNewest = <T extends { createdAt: string; _id: string }>(a: T, b: T) =>
  b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id)
