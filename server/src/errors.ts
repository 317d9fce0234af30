import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { invalidInput, Problem } from '@/domain/problem'

const NOT_JSON = ['invalid_json', 'The body must be JSON'] as const

/** Fastify's own 4xx codes, as the contract's error codes and messages. */
const FASTIFY_CODES: Record<string, readonly [code: string, message: string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    'unsupported_media_type',
    'Send JSON (or multipart/form-data where a route takes files)',
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: NOT_JSON,
  FST_ERR_CTP_INVALID_JSON_BODY: NOT_JSON,
  FST_ERR_CTP_BODY_TOO_LARGE: ['body_too_large', 'The request is too large'],
  FST_REQ_FILE_TOO_LARGE: [
    'file_too_large',
    'A file is too large: the logo must be 2 MB or smaller, the report 10 MB or smaller',
  ],
  FST_PARTS_LIMIT: ['too_many_parts', 'The form has too many parts'],
  FST_FILES_LIMIT: ['too_many_files', 'Send one logo and one report'],
  FST_FIELDS_LIMIT: ['too_many_fields', 'The form has too many fields'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [
    'multipart_required',
    'Send the startup as multipart/form-data',
  ],
}

/** What a failed request answers: the contract's JSON error, with the request id; never a stack. */
export function toProblem(error: FastifyError | Problem | Error): Problem | null {
  if (error instanceof Problem) return error
  if (hasZodFastifySchemaValidationErrors(error)) {
    return invalidInput(
      error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter(Boolean),
        message: issue.message ?? 'is not valid',
      })),
    )
  }
  const fastifyError = error as FastifyError
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined
  const status = fastifyError.statusCode ?? 500
  if (known) return new Problem(status >= 400 && status < 500 ? status : 400, ...known)
  if (status === 429)
    return new Problem(429, 'too_many_requests', 'Too many requests. Wait a moment and try again')
  if (status >= 400 && status < 500)
    return new Problem(status, 'bad_request', fastifyError.message || 'The request is not valid')
  return null
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const problem = toProblem(error)
  if (problem) {
    request.log.info(
      {
        code: problem.code,
        status: problem.status,
        // What the server knows of why and does not answer (a logo's drawing refused).
        ...(typeof problem.cause === 'string' ? { reason: problem.cause } : {}),
      },
      problem.message,
    )
    return reply
      .status(problem.status)
      .send({ error: { ...problem.body.error, requestId: request.id } })
  }
  if (databaseUnreachable(error)) {
    request.log.warn({ err: error }, 'database unreachable')
    return reply
      .status(503)
      .header('Retry-After', '5')
      .send({
        error: {
          code: 'unavailable',
          message: "Seedling's database can't be reached right now. Try again in a moment.",
          requestId: request.id,
        },
      })
  }
  request.log.error({ err: error }, 'request failed')
  return reply.status(500).send({
    error: {
      code: 'server',
      message: 'Something went wrong on the server. Try again in a moment.',
      requestId: request.id,
    },
  })
}

/** The database is down or restarting (connection refused, reset, shutting down). */
function databaseUnreachable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : ''
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code)) return true
    // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, connection failures.
    if (['57P01', '57P02', '57P03'].includes(code) || code.startsWith('08')) return true
    if (
      /Connection terminated|timeout exceeded when trying to connect/i.test(
        String((e as Error).message),
      )
    )
      return true
  }
  return false
}
