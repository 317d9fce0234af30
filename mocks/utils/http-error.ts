import { parse as parseJson } from 'secure-json-parse'
import { refuseNul } from '@/domain/nul-text'
import { invalidInput, Problem } from '@/domain/problem'
import type { z } from '@/domain/zod'
import { jsonResponse } from './json-response'

export function errorResponse(status: number, code: string, message: string, field?: string) {
  return jsonResponse({ error: { code, message, ...(field ? { field } : {}) } }, { status })
}

/** Parses input with a domain schema, or throws a 422 naming the first field at fault. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw invalidInput(result.error.issues)
}

/**
 * Reads a JSON body, or throws a 400 when it is not JSON. It is parsed as Fastify parses it on
 * the server (secure-json-parse): a `__proto__` key or a `constructor.prototype` is refused
 * like malformed JSON. What the JSON holds is the route's schema to judge (a 422).
 */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text()
  // No body and no type: nothing to parse; the route's schema says what is missing.
  if (text === '' && !request.headers.has('content-type')) return undefined
  try {
    return parseJson(text, undefined, {
      protoAction: 'error',
      constructorAction: 'error',
    })
  } catch {
    throw new Problem(400, 'invalid_json', 'The body must be JSON')
  }
}

/**
 * A JSON body parsed with a domain schema: 400 when it is not JSON, 422 when the schema refuses
 * it, then 400 when a value it keeps holds a NUL (the server's order: it checks the validated body).
 */
export async function readJsonInput<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.infer<S>> {
  const input = parseInput(schema, await readJson(request))
  refuseNul(input)
  return input
}
