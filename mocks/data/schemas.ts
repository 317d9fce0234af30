import { z } from '@/domain/zod'
import { questionSchema } from '@/domain/questions'
import { domainSchema } from '@/domain/startup'
import { updateSchema } from '@/domain/updates'
import { chosenRoleSchema, userSchema } from '@/domain/user'
import { listingSchema, logEntrySchema, reportableSchema } from '@/domain/operating'
import { notificationSchema } from '@/domain/notifications'
import { PUSH_SWITCHES } from '@/domain/push'
import { EARLIER_RAISE_KIND, outcomeSchema, raiseKindSchema } from '@/domain/raise'

/**
 * Records of the demo backend's database. They build on the domain schemas in src/domain so
 * that no entity is described twice; they add only what a server keeps and never answers.
 */
export const userRecordSchema = userSchema.extend({
  role: chosenRoleSchema,
  createdAt: z.string(),
  /** Optional extension (operators): since when Seedling made the account an operator. */
  operatorSince: z.string().optional(),
  /** Optional extension (operators): since when, and why, an operator suspended the account. */
  suspendedAt: z.string().nullable().optional(),
  suspensionReason: z.string().nullable().optional(),
  /** When the investor last acknowledged the risks (ISO time); absent if never. */
  riskAcknowledgedAt: z.string().optional(),
  /** Optional extension (Web Push): notifications shown on this device, and the kinds off. */
  pushOnThisDevice: z.boolean().optional(),
  pushOff: z.array(z.enum(PUSH_SWITCHES)).optional(),
})

export const startupRecordSchema = z.object({
  _id: z.string(),
  ownerUid: z.string(),
  name: z.string(),
  slogan: z.string(),
  description: z.string(),
  logo: z.string(),
  /** The widths the logo is also kept at (its file's `sizes`); none for a logo kept before. */
  logoWidths: z.array(z.number().int().positive()).default([]),
  report: z.string(),
  reportName: z.string().default('report.pdf'),
  fundsRecieved: z.number().nonnegative(),
  fundsRequired: z.number().positive(),
  username: z.string(),
  stocks: z.number(),
  founded: z.string(),
  domain: z.array(domainSchema).min(1),
  websiteLink: z.string(),
  createdAt: z.string(),
  /** Optional extension: the last day it takes investments. */
  closesOn: z.string().nullable().default(null),
  /** Optional extension: when the founder last edited it. */
  editedAt: z.string().nullable().default(null),
  /** Optional extension: its readable address (`/s/{slug}`); one kept before it has its id. */
  slug: z.string().optional(),
  /** Optional extension (operators): where the listing stands; those kept before it are live. */
  listing: listingSchema.default('live'),
  /** Why an operator sent it back (while it is sent back). */
  reviewNote: z.string().nullable().default(null),
  /** Optional extension (operators): when an operator last approved it. */
  approvedAt: z.string().nullable().default(null),
  /** When it last went into review (the review queue's order); absent if never. */
  submittedAt: z.string().optional(),
  /** Optional extension (the close): those kept before raises had kinds keep what they raise. */
  raiseKind: raiseKindSchema.default(EARLIER_RAISE_KIND),
  /** What was decided when its closing date ended, and when; null until then. */
  outcome: outcomeSchema.nullable().default(null),
  decidedAt: z.string().nullable().default(null),
  /** Optional extension (invite-only): out of explore, and its link's code (null before). */
  inviteOnly: z.boolean().default(false),
  inviteCode: z.string().nullable().default(null),
})
export type StartupRecord = z.infer<typeof startupRecordSchema>

/** What a payment and the code that asks for it both name: who invests how much, in what. */
const investmentSchema = z.object({
  _id: z.string(),
  useruid: z.string(),
  startupid: z.string(),
  amount: z.number().int().positive(),
})

export const paymentRecordSchema = investmentSchema.extend({
  createdAt: z.string(),
  /** When the investor cancelled it within the cooling-off window; absent if not. */
  cancelledAt: z.string().optional(),
  /** When an all-or-nothing raise short of target refunded it, and the refund's reference. */
  refundedAt: z.string().optional(),
  refundRef: z.string().optional(),
  /** When its investor was told their 48 hours to cancel end within a day. */
  remindedAt: z.string().optional(),
})
export type PaymentRecord = z.infer<typeof paymentRecordSchema>

/** A founder's update (optional extension), kept as the contract answers it. */
export const updateRecordSchema = updateSchema
export type UpdateRecord = z.infer<typeof updateRecordSchema>

/**
 * A question on a startup's page and its answer (optional extension): the contract's question,
 * with who asked it and when the founder hid it.
 */
export const questionRecordSchema = questionSchema.extend({
  useruid: z.string(),
  hiddenAt: z.string().nullable(),
  /** Optional extension (operators): when an operator took it down after reports. */
  takenDownAt: z.string().nullable().default(null),
  /** Optional extension (operators): when an operator took the founder's answer down. */
  answerTakenDownAt: z.string().nullable().default(null),
})
export type QuestionRecord = z.infer<typeof questionRecordSchema>

/** An investor following a startup (optional extension); `_id` is `useruid:startupid`. */
export const followRecordSchema = z.object({
  _id: z.string(),
  useruid: z.string(),
  startupid: z.string(),
  createdAt: z.string(),
})

/** Page views of a startup on one UTC day (optional extension); `_id` is `startupid:day`. */
export const viewRecordSchema = z.object({
  _id: z.string(),
  startupid: z.string(),
  day: z.string(),
  count: z.number().int().nonnegative(),
  /** Who has been counted that day (one view per visitor per startup per day). */
  visitors: z.array(z.string()).optional(),
})

export const otpRecordSchema = investmentSchema.extend({
  code: z.string(),
  expiresAt: z.number(),
  tries: z.number().int().nonnegative(),
  status: z.enum(['live', 'used', 'void']),
  paymentId: z.string().optional(),
  /** The startup's terms when the code was sent (absent on codes kept from before). */
  terms: z.object({ stocks: z.number(), fundsRequired: z.number() }).optional(),
  createdAt: z.number(),
})
export type OtpRecord = z.infer<typeof otpRecordSchema>

/** An uploaded file, served back at /api/files/{id}. */
export interface StoredFile {
  id: string
  name: string
  type: string
  bytes: ArrayBuffer
  /** A logo's smaller copies, made in the browser at upload (mocks/logo-sizes.ts). */
  sizes?: { width: number; type: string; bytes: ArrayBuffer }[]
}

/**
 * One entry of the operators' record (optional extension): the contract's entry with the
 * operator's uid kept apart (`operator` is answered with their name). Never changed once made.
 */
export const recordEntrySchema = logEntrySchema.omit({ operator: true, id: true }).extend({
  _id: z.string(),
  operatorUid: z.string().nullable(),
})

/** An entry of someone's notification centre (optional extension): `readAt` once read. */
export const notificationRecordSchema = notificationSchema.omit({ id: true, read: true }).extend({
  _id: z.string(),
  useruid: z.string(),
  readAt: z.string().nullable(),
})

/** A report of a startup or a question (optional extension, operators). */
export const reportRecordSchema = z.object({
  _id: z.string(),
  reporterUid: z.string(),
  thingKind: reportableSchema,
  thingId: z.string(),
  reason: z.enum(['misleading', 'fraud', 'abuse', 'spam', 'other']),
  note: z.string(),
  createdAt: z.string(),
  status: z.enum(['open', 'actioned', 'dismissed']),
  closedAt: z.string().nullable(),
})
