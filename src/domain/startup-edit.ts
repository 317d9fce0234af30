import { Problem } from './problem'
import { startupFieldsSchema } from './startup'
import { uidSchema } from './user'
import { z } from './zod'
import { bodyIdSchema } from './ids'

/**
 * Editing a published startup (docs/product.md#editing), an optional extension: the founder
 * changes slogan, description, website, logo and report, and the terms (funds required,
 * stocks) only while nobody has invested. Validated by the same rules as creation. A server
 * that has it sends `editedAt` in every startup (null until the first edit).
 */

/** The text fields of the multipart POST startups/edit; logo and report are optional files. */
export const STARTUP_EDIT_TEXT_FIELDS = [
  'useruid',
  'startupid',
  'slogan',
  'description',
  'websiteLink',
  'fundsRequired',
  'stocks',
] as const

const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value)

export const startupEditFieldsSchema = startupFieldsSchema
  .pick({ slogan: true, description: true, websiteLink: true })
  .extend({
    useruid: uidSchema,
    startupid: bodyIdSchema,
    fundsRequired: z.preprocess(blankAsMissing, startupFieldsSchema.shape.fundsRequired.optional()),
    stocks: z.preprocess(blankAsMissing, startupFieldsSchema.shape.stocks.optional()),
  })
export type StartupEditFields = z.infer<typeof startupEditFieldsSchema>

type SameKeys<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : never
const _fieldsMatchSchema: SameKeys<
  keyof typeof startupEditFieldsSchema.shape,
  (typeof STARTUP_EDIT_TEXT_FIELDS)[number]
> = true
void _fieldsMatchSchema

/**
 * Why these terms cannot be set on a startup that has `investors` and has received `received`,
 * or null. Unchanged terms are always fine.
 */
export function editTermsProblem(
  current: { fundsRequired: number; stocks: number; fundsRecieved: number },
  next: { fundsRequired?: number | undefined; stocks?: number | undefined },
  investors: number,
): Problem | null {
  const changes =
    (next.fundsRequired !== undefined && next.fundsRequired !== current.fundsRequired) ||
    (next.stocks !== undefined && next.stocks !== current.stocks)
  if (!changes) return null
  if (investors > 0)
    return new Problem(
      409,
      'terms_locked',
      'Funds required and stocks cannot change once someone has invested',
      next.fundsRequired !== undefined && next.fundsRequired !== current.fundsRequired
        ? 'fundsRequired'
        : 'stocks',
    )
  if (next.fundsRequired !== undefined && next.fundsRequired < current.fundsRecieved)
    return new Problem(
      422,
      'invalid_input',
      'Funds required cannot be less than what was already received',
      'fundsRequired',
    )
  return null
}

/** Publicising is for founders; both backends check it before reading the upload. */
export const notAFounder = () =>
  new Problem(403, 'not_a_founder', 'Only founders can publicise a startup')
