import type { NotificationKind } from './notifications'
import { uidSchema } from './user'
import { z } from './zod'

/**
 * Web Push (docs/product.md#notifications), an optional extension: opt-in per device, with a
 * switch per kind of news. Every entry of the notification centre is also pushed to the devices
 * of its reader that want its kind; the push carries its title and link, nothing else personal.
 */

/** The switches a person has, each on until turned off. */
export const PUSH_SWITCHES = ['updates', 'answers', 'outcomes', 'cooling_off'] as const
export type PushSwitch = (typeof PUSH_SWITCHES)[number]

/** Each switch's name, as the notification centre shows it. */
export const PUSH_SWITCH_TEXT: Record<PushSwitch, string> = {
  updates: 'Updates from startups you funded or follow',
  answers: 'Answers to your questions',
  outcomes: 'How raises you are in end',
  cooling_off: 'Your 48 hours to cancel ending',
}

/** Which switch a notification's kind answers to; null: always pushed (Seedling's decisions). */
export const switchOf = (kind: NotificationKind): PushSwitch | null =>
  kind === 'update'
    ? 'updates'
    : kind === 'answer'
      ? 'answers'
      : kind === 'outcome' || kind === 'refunded'
        ? 'outcomes'
        : kind === 'cooling_off'
          ? 'cooling_off'
          : null

export const pushSwitchesSchema = z.object(
  Object.fromEntries(PUSH_SWITCHES.map((name) => [name, z.boolean()])) as Record<
    PushSwitch,
    z.ZodBoolean
  >,
)
export type PushSwitches = z.infer<typeof pushSwitchesSchema>

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ error: 'The push endpoint must be an address' })
    .max(2048)
    .regex(/^https?:\/\//, 'The push endpoint must be an http(s) address'),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}=*$/, 'Not a push key'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}=*$/, 'Not a push secret'),
  }),
})
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>

/** What GET users/push/{uid} answers: the server's key, how many devices get pushes, switches. */
export const pushStateSchema = z.object({
  /** The server's public VAPID key (base64url), or null when it sends no pushes. */
  publicKey: z.string().nullable(),
  /**
   * The backend runs on this device (the demo) and shows its notifications itself: the app asks
   * the browser's permission and registers no push subscription.
   */
  thisDevice: z.boolean(),
  devices: z.number().int().nonnegative(),
  switches: pushSwitchesSchema,
})
export type PushState = z.infer<typeof pushStateSchema>

/** A browser's subscription, or (the demo) this device itself. */
export const pushSubscribeInputSchema = z
  .object({
    useruid: uidSchema,
    subscription: pushSubscriptionSchema.optional(),
    thisDevice: z.literal(true).optional(),
  })
  .refine((input) => Boolean(input.subscription) !== Boolean(input.thisDevice), {
    message: 'Send the browser’s push subscription',
    path: ['subscription'],
  })
export const pushUnsubscribeInputSchema = z.object({
  useruid: uidSchema,
  endpoint: z.string().min(1).max(2048),
})
export const pushSwitchesInputSchema = z.object({
  useruid: uidSchema,
  // A switch nobody has is refused, not ignored.
  switches: pushSwitchesSchema.partial().strict(),
})

/** What a push carries: the title and the link (and the unread count, for the app's badge). */
export interface PushPayload {
  title: string
  link: string
  unread: number
}
