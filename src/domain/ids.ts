import { z } from './zod'

/** A new record id: 24 hex characters from a random UUID (both backends use it). */
export const newId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 24)

/** A path's id (`/startups/analytics/:id`): the contract's ids are at most 128 characters. */
export const idParamsSchema = z.object({ id: z.string().min(1).max(128) })

/** A path's user id (`/users/getuser/:uid`). */
export const uidParamsSchema = z.object({ uid: z.string().min(1).max(128) })

/** An id a body names (`startupid`, `paymentid`, `questionid`), at most 128 characters. */
export const bodyIdSchema = z.string().trim().min(1, 'is required').max(128)

/** What an entry on a startup's page (an update, a question) starts with: its id, the startup's. */
export const startupEntrySchema = z.object({
  _id: z.string().min(1),
  startupid: z.string().min(1),
})
