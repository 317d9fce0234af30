import { z } from './zod'

/** A new record id: 24 hex characters from a random UUID (both backends use it). */
export const newId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 24)

/** A path's id (`/startups/analytics/:id`): the contract's ids are at most 128 characters. */
export const idParamsSchema = z.object({ id: z.string().min(1).max(128) })

/** A path's user id (`/users/getuser/:uid`). */
export const uidParamsSchema = z.object({ uid: z.string().min(1).max(128) })
