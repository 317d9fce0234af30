import { z } from '@/domain/zod'
import { listingSchema } from './operating'
import { DEFAULT_RAISE_KIND, outcomeSchema, RAISE_KINDS, raiseKindSchema } from './raise'
import { Problem } from './problem'
import {
  CLOSING_MAX_DAYS,
  CLOSING_MIN_DAYS,
  daysBetween,
  todayIso,
  type StartupCreateField,
} from './startup-fields'
import { uidSchema } from './user'

import { DOMAINS, type Domain } from './domains'

export { DOMAINS, type Domain }
export const domainSchema = z.enum(DOMAINS)

/** Servers send the domain as a list (detail) or as a single string (explore). */
const domainListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value ? [value] : []))

const money = z.coerce.number().finite().nonnegative()

/**
 * A number as a form field carries it: digits with an optional decimal point (a blank is 0, as
 * before); not "0x10", "1e2" or true, which a plain coercion turned into numbers.
 */
const formNumber = (number: z.ZodNumber) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^\s*(\d+(\.\d*)?|\.\d+)?\s*$/.test(value)
        ? Number(value)
        : value,
    number,
  )

/**
 * Optional extension (logo sizes): the widths a logo is also kept at, beside the logo's address
 * wherever an answer gives one (a startup, a history's row, a feed's item).
 */
export const logoWidthsSchema = z
  .array(z.number().int().positive())
  .optional()
  .describe(
    'Optional extension (logo sizes): the widths the logo is also kept at, each answered by the logo address with ?w=<width>',
  )

/**
 * A startup as the API answers it (explore list and detail call). The misspelt
 * `fundsRecieved` is the contract's own; both fund fields default to 0 when missing.
 */
export const startupSchema = z.object({
  _id: z.string().min(1),
  name: z.string(),
  description: z.string().default(''),
  slogan: z.string().default(''),
  logo: z.string().default(''),
  /**
   * Optional extension (logo sizes): the widths the logo is also kept at, each answered by its
   * address with `?w=<width>` (WebP, its longer side at most that); empty or absent when there
   * are none, and the logo's own address is all there is.
   */
  logoWidths: logoWidthsSchema,
  fundsRecieved: money.default(0),
  fundsRequired: money.default(0),
  username: z.string().default(''),
  stocks: z.coerce.number().finite().default(0),
  founded: z.string().default(''),
  domain: domainListSchema.default([]),
  websiteLink: z.string().default(''),
  report: z.string().default(''),
  investors: z.number().int().nonnegative().optional(),
  /**
   * Optional extension (the investor limit), on a startup's own answer: the distinct investors
   * with a payment standing since this financial year began (1 April, India's time), of the
   * 200 a private placement may take (`INVESTORS_PER_YEAR`).
   */
  investorsThisYear: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe(
      "Optional extension (investor limit), on a startup's own answer: the distinct investors with a payment standing this financial year, of the 200 it may take",
    ),
  /**
   * Optional extension: the last day the raise takes investments (YYYY-MM-DD), null when open
   * ended. A server with the extension always sends the key; one without never does.
   */
  closesOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .optional(),
  /** Optional extension (updates): when the founder last posted an update, null if never. */
  lastUpdateAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /** Optional extension (questions and answers): how many questions its page shows. */
  questions: z.number().int().nonnegative().optional(),
  /** Optional extension (editing): when the founder last edited it, null if never. */
  editedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /**
   * Optional extension (readable addresses): the public page's address part, `/s/{slug}`,
   * unique, made from the name; `startups/data/{slug}` answers the startup too.
   */
  slug: z.string().min(1).max(128).optional(),
  /**
   * Optional extension (operators, docs/product.md#operators): where the listing stands. Only a
   * live startup is answered to investors; its founder and the operators see the others.
   */
  listing: listingSchema.optional(),
  /** Optional extension (operators): why an operator sent it back, while it is sent back. */
  reviewNote: z.string().nullable().optional(),
  /**
   * Optional extension (operators): when an operator last approved it (its founder's dashboard
   * says so); null for a startup listed before review existed.
   */
  approvedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /**
   * Optional extension (the close, docs/product.md#the-close): all or nothing, or keep what you
   * raise. A server with the extension always sends it.
   */
  raiseKind: raiseKindSchema
    .optional()
    .describe(
      'Optional extension (the close): all_or_nothing refunds every payment if the target is not reached by the closing date; keep keeps what was raised',
    ),
  /**
   * Optional extension (the close): what was decided once its closing date ended, null until
   * then (and always without a closing date). `fundsRecieved` stays the total at the close.
   */
  outcome: outcomeSchema
    .nullable()
    .optional()
    .describe(
      'Optional extension (the close): funded or not_funded, decided once when the closing date ends (India time); null before',
    ),
  decidedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /**
   * Optional extension (invite-only): kept out of Explore, search and Top Startups, answered
   * only with its link's code, to its founder, the operators and its investors.
   */
  inviteOnly: z
    .boolean()
    .optional()
    .describe(
      'Optional extension (invite-only): answered only with its invite code (?invite=), to its founder, the operators and investors with a payment standing; never in explore',
    ),
})
export type Startup = z.infer<typeof startupSchema>

export const exploreResponseSchema = z.object({ message: z.array(startupSchema) })

/**
 * The paged explore's answer (optional extension): a page, the cursor of the next (null on the
 * last) and how many startups match. A server without paging answers the base form above.
 */
export const explorePageSchema = exploreResponseSchema.extend({
  next: z.string().min(1).nullable(),
  total: z.number().int().nonnegative(),
})
export const startupDataResponseSchema = z.object({ data: z.array(startupSchema) })
/** A startup publicised (201) or edited: the startup as it is now. */
export const createStartupResponseSchema = z.object({ msg: z.string(), data: startupSchema })
export const editStartupResponseSchema = z.object({ data: startupSchema })
/** `startupId` is an optional extra of the reference servers: the founder's own startup. */
export const isActiveResponseSchema = z.object({
  status: z.boolean(),
  startupId: z.string().optional(),
  /** Optional extension (operators): where the founder's listing stands, and why if sent back. */
  listing: listingSchema.optional(),
  reviewNote: z.string().nullable().optional(),
})

/** Limits shared by the publicise form and every server that validates it. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024
export const REPORT_MAX_BYTES = 10 * 1024 * 1024
export const REPORT_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const
export const REPORT_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const

export { todayIso }

/** The text fields of a new startup, validated the same way in the form and on the server. */
export const startupFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Startup name is required')
    .max(80, 'Keep the name under 80 characters'),
  slogan: z
    .string()
    .trim()
    .min(1, 'Slogan is required')
    .max(140, 'Keep the slogan under 140 characters'),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(20_000, 'Keep the description under 20,000 characters'),
  domain: z.enum(DOMAINS, { error: 'Choose a domain from the list' }),
  stocks: formNumber(
    z
      .number({ error: 'Stocks must be a number' })
      .finite('Stocks must be a number')
      .positive('Stocks must be more than 0')
      .max(100, 'Stocks is a percentage of at most 100'),
  ),
  fundsRequired: formNumber(
    z
      .number({ error: 'Funds required must be a number' })
      .int('Funds required must be whole rupees')
      .positive('Funds required must be more than 0')
      .max(1e12, 'Funds required is too large'),
  ),
  founded: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Founded must be a date')
    .refine((value) => !Number.isNaN(Date.parse(value)), 'Founded must be a date')
    .refine((value) => value <= todayIso(), 'Founded cannot be later than today'),
  websiteLink: z
    .string()
    .trim()
    .max(2048, 'Website link is too long')
    .refine(
      (value) => value === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value),
      'Website link must start with http:// or https://',
    )
    .default(''),
  closesOn: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => !value || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Closing date must be a date')
    .refine(
      (value) => !value || daysBetween(todayIso(), value) >= CLOSING_MIN_DAYS,
      `The closing date must be at least ${CLOSING_MIN_DAYS} days from today`,
    )
    .refine(
      (value) => !value || daysBetween(todayIso(), value) <= CLOSING_MAX_DAYS,
      'The closing date must be within a year from today',
    ),
  /** Optional extension (the close): a raise is all or nothing unless the founder chooses. */
  raiseKind: z
    .enum(RAISE_KINDS, { error: 'Choose all or nothing, or keep what you raise' })
    .default(DEFAULT_RAISE_KIND),
})
export type StartupFields = z.infer<typeof startupFieldsSchema>
export type StartupFieldsInput = z.input<typeof startupFieldsSchema>

/** Looks like a file whatever the runtime (browser File or undici's File in Node). */
export interface FileLike {
  name: string
  size: number
  type: string
}

export function reportFileProblem(file: FileLike | null | undefined): string | null {
  if (!file || file.size === 0) return 'Choose a report file'
  const lower = file.name.toLowerCase()
  if (!REPORT_EXTENSIONS.some((ext) => lower.endsWith(ext)))
    return 'The report must be a .pdf, .doc, .docx or .txt file'
  if (file.size > REPORT_MAX_BYTES) return 'The report must be 10 MB or smaller'
  return null
}

export function logoFileProblem(file: FileLike | null | undefined): string | null {
  if (!file || file.size === 0) return 'Choose a logo image'
  if (!file.type.startsWith('image/')) return 'The logo must be an image'
  if (file.size > LOGO_MAX_BYTES) return 'The logo must be 2 MB or smaller'
  return null
}

/**
 * A form's file field checked by `problem` (the rules the servers apply); `optional`: no file is
 * fine too (editing keeps the current one).
 */
export const fileFieldSchema = (
  problem: (file: File | null) => string | null,
  { optional = false } = {},
) =>
  z
    .custom<File | null>((value) => value === null || value instanceof File)
    .superRefine((file, ctx) => {
      const message = optional && !file ? null : problem(file)
      if (message) ctx.addIssue({ code: 'custom', message })
    })

/** Multipart creation payload's non-file fields (docs/product.md#data). */
export const startupCreateFieldsSchema = startupFieldsSchema.extend({
  useruid: uidSchema,
  username: z.string().trim().min(1, 'is required').max(100),
})

export { STARTUP_CREATE_TEXT_FIELDS } from './startup-fields'

// The payload's field list and its schema name the same fields.
type SameKeys<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : never
const _fieldsMatchSchema: SameKeys<
  keyof typeof startupCreateFieldsSchema.shape,
  StartupCreateField
> = true
void _fieldsMatchSchema

/** No startup has the id a request names. */
export const noSuchStartup = () =>
  new Problem(404, 'startup_not_found', 'That startup does not exist', 'startupid')
/** The startup a request names is another founder's. */
export const notYourStartup = () =>
  new Problem(403, 'not_your_startup', 'Only the founder of this startup can do this')

/** `GET operator/review` (operators): the startups waiting for review, the oldest submission first. */
export const reviewQueueResponseSchema = z.object({ startups: z.array(startupSchema) })
