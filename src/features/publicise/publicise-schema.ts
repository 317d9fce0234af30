import type { z } from '@/domain/zod'
import {
  fileFieldSchema,
  logoFileProblem,
  reportFileProblem,
  startupFieldsSchema,
} from '@/domain/startup'

/** The publicise form: the same field rules the servers apply, plus the two files. */
export const publiciseSchema = startupFieldsSchema.extend({
  logo: fileFieldSchema(logoFileProblem),
  report: fileFieldSchema(reportFileProblem),
})
export type PubliciseInput = z.input<typeof publiciseSchema>
export type PubliciseValues = z.output<typeof publiciseSchema>

export const EMPTY_PUBLICISE: PubliciseInput = {
  name: '',
  slogan: '',
  description: '',
  domain: '' as PubliciseInput['domain'],
  stocks: '',
  fundsRequired: '',
  founded: '',
  websiteLink: '',
  closesOn: '',
  raiseKind: 'all_or_nothing',
  logo: null,
  report: null,
}

/** The text fields kept as a draft (files cannot be kept in local storage). */
export const DRAFT_FIELDS = [
  'name',
  'slogan',
  'description',
  'domain',
  'stocks',
  'fundsRequired',
  'founded',
  'websiteLink',
  'closesOn',
  'raiseKind',
] as const
