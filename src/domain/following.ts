import { Problem } from './problem'
import { uidSchema } from './user'
import { z } from './zod'
import { bodyIdSchema } from './ids'

/**
 * Following startups (docs/product.md#following), an optional extension: an investor follows
 * and unfollows; their record (GET users/getuser) lists whom they follow.
 */

export const MAX_FOLLOWS = 500

/** Body of POST users/follow: `follow` false unfollows. */
export const followInputSchema = z.object({
  useruid: uidSchema,
  startupid: bodyIdSchema,
  follow: z.boolean(),
})
export type FollowInput = z.infer<typeof followInputSchema>

export const followResponseSchema = z.object({ following: z.array(z.string()) })

/** GET startups/followers/{id}: how many investors follow the startup now. */
export const followersResponseSchema = z.object({ followers: z.number().int().nonnegative() })

export const tooManyFollows = () =>
  new Problem(409, 'too_many_follows', `You can follow at most ${MAX_FOLLOWS} startups`)

/** How many days before its closing date a followed startup is announced. */
export const CLOSING_NOTICE_DAYS = 3

export const onlyInvestorsFollow = () =>
  new Problem(403, 'not_an_investor', 'Only investors can follow startups')
