import { Problem } from './problem'
import { z } from '@/domain/zod'
import { suspensionSchema } from './operating'

/** The two roles a person chooses once (docs/product.md#dashboard). */
export const chosenRoleSchema = z.enum(['startup', 'investor'])
export type ChosenRole = z.infer<typeof chosenRoleSchema>

/**
 * Every role an account can have: the two chosen ones, and the operator's (optional extension,
 * docs/product.md#operators), which Seedling appoints and nobody chooses.
 */
export const roleSchema = z.enum(['startup', 'investor', 'operator'])
export type Role = z.infer<typeof roleSchema>

const uid = z.string().trim().min(1, 'is required').max(128, 'is too long')

/** The product's user record (docs/product.md#data). */
export const userSchema = z.object({
  useruid: uid,
  email: z.email('must be an e-mail address').max(254),
  name: z.string().trim().min(1, 'is required').max(100, 'is too long'),
  role: roleSchema,
  // A picture's address the app shows in an <img>: http(s) or a path on the app's own site.
  photoUrl: z
    .string()
    .max(2048, 'is too long')
    .regex(/^(?:$|https?:\/\/\S+$|\/(?!\/)\S*$)/i, 'must be an http(s) address')
    .default(''),
})
export type User = z.infer<typeof userSchema>

/**
 * Body of POST users/adduser: the user's own fields, named for the route table.
 * @alias
 */
export const addUserInputSchema = userSchema
export type AddUserInput = z.input<typeof addUserInputSchema>

/**
 * The e-mail a new account is recorded with: the one its sign-in proved (the token's), never
 * one the body names (codes go to it: anyone could have had Seedling mail a third party). A body
 * naming another address is refused; a token without one cannot make an account.
 */
export function signedInEmail(tokenEmail: string | undefined, claimed: string): string {
  if (!tokenEmail)
    throw new Problem(
      422,
      'email_required',
      'Sign in with an e-mail address: codes and receipts are sent there',
      'email',
    )
  if (tokenEmail.toLowerCase() !== claimed.trim().toLowerCase())
    throw new Problem(403, 'email_mismatch', 'Use the e-mail address you signed in with', 'email')
  return tokenEmail
}

/** The code of the refusal below: the app offers to send the link again when it meets it. */
export const EMAIL_NOT_VERIFIED = 'email_not_verified'

/**
 * Someone may create an account with another person's address: until its owner opens the link
 * the identity provider e-mailed there, the address is not trusted with a record, a code or a
 * receipt (403). Demo accounts and Google accounts are verified when made.
 */
export function requireVerifiedEmail(caller: { emailVerified: boolean }) {
  if (!caller.emailVerified)
    throw new Problem(
      403,
      EMAIL_NOT_VERIFIED,
      'Verify your e-mail address first: open the link we sent you, then try again',
    )
}

/** Answer of POST users/adduser (201). */
export const addUserResponseSchema = z.object({
  msg: z.string(),
  data: z.object({ role: chosenRoleSchema }),
})

/** Answer of GET users/getuser/{uid}. */
export const getUserResponseSchema = z.object({
  exists: z.boolean(),
  role: roleSchema.optional(),
  /**
   * Optional extension (docs/product.md#risk-check): when the user last acknowledged the risks
   * of investing, null if never. Absent: the server has no risk check.
   */
  riskAcknowledgedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /** Optional extension (docs/product.md#following): the ids of the startups they follow. */
  following: z.array(z.string()).optional(),
  /**
   * Optional extension (operators): what they reported that no operator has decided yet, as
   * `startup:{id}` and `question:{id}`.
   */
  reported: z.array(z.string()).optional(),
  /**
   * Optional extension (operators): why and since when Seedling suspended the account (it may
   * sign in, not publish, invest, ask or report); null when it is not suspended.
   */
  suspended: suspensionSchema.nullable().optional(),
})
export type GetUserResponse = z.infer<typeof getUserResponseSchema>

export { uid as uidSchema }

/** Body of POST users/acknowledgerisk (optional extension, docs/product.md#risk-check). */
export const acknowledgeRiskInputSchema = z.object({ useruid: uid })
/** Its answer: when the acknowledgement was recorded. */
export const acknowledgeRiskResponseSchema = z.object({
  riskAcknowledgedAt: z.iso.datetime({ offset: true }),
})
export type AcknowledgeRiskResponse = z.infer<typeof acknowledgeRiskResponseSchema>
