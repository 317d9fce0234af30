import { HttpResponse } from 'msw'
import type { z } from '@/domain/zod'

/** A 4xx the handlers throw; `respond` turns it into the JSON error body of the contract. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

export function errorResponse(status: number, code: string, message: string, field?: string) {
  return HttpResponse.json({ error: { code, message, ...(field ? { field } : {}) } }, { status })
}

/** Parses input with a domain schema, or throws a 422 naming the first field at fault. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.map(String).join('.') || undefined
  const message = issue
    ? field && !issue.message.toLowerCase().startsWith(field.toLowerCase())
      ? `${field} ${issue.message}`
      : issue.message
    : 'Invalid input'
  throw new HttpError(422, 'invalid_input', message, field)
}

/** Reads a JSON object body, or throws a 400 when it is not one. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = JSON.parse(await request.text())
  } catch {
    throw new HttpError(400, 'invalid_json', 'The body must be JSON')
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'invalid_json', 'The body must be a JSON object')
  return body as Record<string, unknown>
}
