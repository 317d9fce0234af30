import { HttpResponse } from 'msw'
import { refuseNul } from '@/domain/nul-text'
import { invalidInput, Problem } from '@/domain/problem'
import type { z } from '@/domain/zod'

/** A 4xx the handlers throw: the domain's Problem, shared with the production server. */
export { Problem as HttpError }

export function errorResponse(status: number, code: string, message: string, field?: string) {
  return HttpResponse.json({ error: { code, message, ...(field ? { field } : {}) } }, { status })
}

/** Parses input with a domain schema, or throws a 422 naming the first field at fault. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw invalidInput(result.error.issues)
}

/** Reads a JSON object body, or throws a 400 when it is not one. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = JSON.parse(await request.text())
  } catch {
    throw new Problem(400, 'invalid_json', 'The body must be JSON')
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new Problem(400, 'invalid_json', 'The body must be a JSON object')
  refuseNul(body)
  return body as Record<string, unknown>
}
