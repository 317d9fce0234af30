import { z } from '@/domain/zod'
import { logoFileProblem, reportFileProblem, startupFieldsSchema } from '@/domain/startup'

const fileField = (problem: (file: File | null) => string | null) =>
  z
    .custom<File | null>((value) => value === null || value instanceof File)
    .superRefine((file, ctx) => {
      const message = problem(file)
      if (message) ctx.addIssue({ code: 'custom', message })
    })

/** The publicise form: the same field rules the servers apply, plus the two files. */
export const publiciseSchema = startupFieldsSchema.extend({
  logo: fileField(logoFileProblem),
  report: fileField(reportFileProblem),
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
] as const
