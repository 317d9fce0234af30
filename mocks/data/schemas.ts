import { z } from '@/domain/zod'
import { domainSchema } from '@/domain/startup'
import { roleSchema, userSchema } from '@/domain/user'

/**
 * Records of the demo backend's database. They build on the domain schemas in src/domain so
 * that no entity is described twice; they add only what a server keeps and never answers.
 */
export const userRecordSchema = userSchema.extend({
  role: roleSchema,
  createdAt: z.string(),
  /** When the investor last acknowledged the risks (ISO time); absent if never. */
  riskAcknowledgedAt: z.string().optional(),
})
export type UserRecord = z.infer<typeof userRecordSchema>

export const startupRecordSchema = z.object({
  _id: z.string(),
  ownerUid: z.string(),
  name: z.string(),
  slogan: z.string(),
  description: z.string(),
  logo: z.string(),
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
})
export type StartupRecord = z.infer<typeof startupRecordSchema>

export const paymentRecordSchema = z.object({
  _id: z.string(),
  useruid: z.string(),
  startupid: z.string(),
  amount: z.number().int().positive(),
  createdAt: z.string(),
  /** When the investor cancelled it within the cooling-off window; absent if not. */
  cancelledAt: z.string().optional(),
})
export type PaymentRecord = z.infer<typeof paymentRecordSchema>

export const otpRecordSchema = z.object({
  _id: z.string(),
  useruid: z.string(),
  startupid: z.string(),
  amount: z.number().int().positive(),
  code: z.string(),
  expiresAt: z.number(),
  tries: z.number().int().nonnegative(),
  status: z.enum(['live', 'used', 'void']),
  paymentId: z.string().optional(),
  createdAt: z.number(),
})
export type OtpRecord = z.infer<typeof otpRecordSchema>

/** An uploaded file, served back at /api/files/{id}. */
export interface StoredFile {
  id: string
  name: string
  type: string
  bytes: ArrayBuffer
}
