import { z } from '@/domain/zod'

/** The JSON body of every 4xx/5xx answer of the reference servers. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
})
