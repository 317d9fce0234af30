import { bodyIdSchema } from './ids'
import { uidSchema } from './user'
import { z } from './zod'

/**
 * Invite-only listings (docs/product.md#invite-only), an optional extension: a founder may keep
 * a live startup out of Explore, search and Top Startups; it is then seen, and invested in, by
 * those holding its link (`/s/{slug}?invite=…`), its founder, the operators, and investors with
 * a payment standing in it. A new link stops the old one; payments made through it stand.
 */

/** An invite code: 22 URL-safe characters (128 random bits). */
export const inviteCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/)

/** A new invite code from the platform's cryptographic generator. */
export function generateInviteCode(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** Body of POST startups/invite: invite-only on or off, and/or a new link. */
export const inviteInputSchema = z.object({
  useruid: uidSchema,
  startupid: bodyIdSchema,
  inviteOnly: z.boolean({ error: 'Say whether it is invite-only' }).optional(),
  /** Makes a new link: the current one stops working. */
  rotate: z.boolean().optional(),
})
export type InviteInput = z.infer<typeof inviteInputSchema>

/** What GET startups/invite/{id} and POST startups/invite answer to the founder. */
export const inviteResponseSchema = z.object({
  inviteOnly: z.boolean(),
  /** The current link's code, null before the startup was first made invite-only. */
  code: z.string().nullable(),
})
export type InviteState = z.infer<typeof inviteResponseSchema>

/** The invite link of a startup's public page. */
export const inviteLink = (origin: string, address: string, code: string) =>
  `${origin}/s/${encodeURIComponent(address)}?invite=${encodeURIComponent(code)}`

/** Whether `invite` opens a startup whose current code is `code` (compared in constant shape). */
export const inviteOpens = (code: string | null | undefined, invite: string | null | undefined) =>
  Boolean(code) && typeof invite === 'string' && invite === code
