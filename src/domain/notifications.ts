import { uidSchema } from './user'
import { z } from './zod'

/**
 * The notification centre (docs/product.md#notifications), an optional extension: what happened
 * to you while you were away, each entry written in the same transaction as the event itself.
 */

/**
 * What a notification is about: the founder answered your question, a startup you funded or
 * follow posted an update, an operator approved your startup or sent it back, or took down
 * something you wrote (your startup, your question, your answer); a raise you are in or run
 * closed (its outcome), or closed short and refunded your payments; your 48 hours to cancel a
 * payment end within a day.
 */
export const NOTIFICATION_KINDS = [
  'answer',
  'update',
  'approved',
  'sent_back',
  'taken_down',
  'outcome',
  'refunded',
  'cooling_off',
] as const
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS)
export type NotificationKind = z.infer<typeof notificationKindSchema>

/** One entry of the centre. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  /** One line: what happened ('Tiffin Trail answered your question'). */
  title: z.string(),
  /** A line or two of it: the answer's, the update's title, the operator's reason. */
  body: z.string(),
  /**
   * Where it happened, an address of the app: `/dashboard/startup/{id}#startup-questions` (or
   * `#startup-updates`), `/dashboard`.
   */
  link: z.string().startsWith('/'),
  at: z.iso.datetime({ offset: true }),
  read: z.boolean(),
})
export type AppNotification = z.infer<typeof notificationSchema>

/** How many entries the centre answers (the newest). */
export const NOTIFICATIONS_LIMIT = 50

/** Answer of GET users/notifications/{uid}: the newest entries, and how many are unread in all. */
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int().nonnegative(),
})
export type Notifications = z.infer<typeof notificationsResponseSchema>

/** Body of POST users/notifications/read: these entries, or without `ids` every one. */
export const readNotificationsInputSchema = z.object({
  useruid: uidSchema,
  ids: z.array(z.string().trim().min(1).max(64)).min(1).max(NOTIFICATIONS_LIMIT).optional(),
})
export type ReadNotificationsInput = z.infer<typeof readNotificationsInputSchema>

/** Answer of POST users/notifications/read: how many are still unread. */
export const readNotificationsResponseSchema = z.object({
  unread: z.number().int().nonnegative(),
})

/** A notification as a store writes it (its id, time and reader are the store's). */
export interface NewNotification {
  kind: NotificationKind
  title: string
  body: string
  link: string
}

/** The longest body kept: a line or two of the answer or the update. */
const BODY_MAX = 200

/** A text cut to a line or two for a notification's body. */
export const noticeBody = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > BODY_MAX ? `${flat.slice(0, BODY_MAX - 1)}…` : flat
}

/** Where a startup's page is in the app, at one of its sections. */
const startupLink = (startupId: string, section: 'startup-questions' | 'startup-updates') =>
  `/dashboard/startup/${encodeURIComponent(startupId)}#${section}`

/** The founder answered the reader's question. */
export const answerNotice = (startup: { id: string; name: string }, answer: string) => ({
  kind: 'answer' as const,
  title: `${startup.name} answered your question`,
  body: noticeBody(answer),
  link: startupLink(startup.id, 'startup-questions'),
})

/** A startup the reader funded or follows posted an update. */
export const updateNotice = (startup: { id: string; name: string }, title: string) => ({
  kind: 'update' as const,
  title: `New update from ${startup.name}`,
  body: noticeBody(title),
  link: startupLink(startup.id, 'startup-updates'),
})

/** An operator took down what the reader wrote, with the reason. */
export const takenDownNotice = (
  thing: { kind: 'startup' | 'question' | 'answer'; name: string; startupId: string },
  reason: string,
) => ({
  kind: 'taken_down' as const,
  title:
    thing.kind === 'startup'
      ? `${thing.name} was taken down by Seedling`
      : `Your ${thing.kind} was taken down by Seedling`,
  body: noticeBody(reason),
  link: thing.kind === 'startup' ? '/dashboard' : startupLink(thing.startupId, 'startup-questions'),
})

/** An operator approved the reader's startup, or sent it back with a reason. */
export const listingNotice = (
  name: string,
  decision: { approved: true } | { approved: false; reason: string },
) =>
  decision.approved
    ? {
        kind: 'approved' as const,
        title: `${name} is live`,
        body: 'A Seedling operator approved it: investors can find it in Explore and invest.',
        link: '/dashboard',
      }
    : {
        kind: 'sent_back' as const,
        title: `${name} was sent back`,
        body: noticeBody(decision.reason),
        link: '/dashboard',
      }

/** The investor's 48 hours to cancel a payment end within a day (`until`, as India reads it). */
export const coolingOffNotice = (
  payment: { id: string; amount: string; startupName: string },
  until: string,
) => ({
  kind: 'cooling_off' as const,
  title: `Your 48 hours to cancel end ${until}`,
  body: noticeBody(
    `You can still cancel your ${payment.amount} in ${payment.startupName} from Funded until then.`,
  ),
  link: `/dashboard/funded#payment-${encodeURIComponent(payment.id)}`,
})
