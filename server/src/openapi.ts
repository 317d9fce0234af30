import swagger from '@fastify/swagger'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { apiErrorBodySchema } from '@/domain/api-error'
import { LOGO_MAX_BYTES, REPORT_MAX_BYTES } from '@/domain/startup'
import { z } from '@/domain/zod'
import { loadLater } from './load-later'

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD /api/path` of every operation registered (for the document's own check). */
    apiOperations: Set<string>
  }
}

/** Where the description of the contract is served. */
export const OPENAPI_PATH = '/api/openapi.json'
/** Where a browsable reference of it is served, in development. */
export const REFERENCE_PATH = '/api/reference'

/** Headers of the reference's own answer that this server's answer sets for itself. */
const HOP_HEADERS = new Set([
  'content-length',
  'connection',
  'date',
  'keep-alive',
  'transfer-encoding',
])

/**
 * The routes of the optional extensions not yet in the operations' table, by their path under /api; every other /api route is
 * the base contract. A client detects each extension from the answers (docs/contract.md), so a
 * server may leave these out.
 */
export const EXTENSIONS: Record<string, string> = {
  '/updates/unsubscribe': 'Updates',
}

/** What an operation for its caller's own account says of who may call it. */
export const FOR_ITS_CALLER =
  "For the signed-in account the request names (the path's `uid`, else the body's `useruid`): any other answers 403 `forbidden`."

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>

function multipartBody(fields: readonly string[]) {
  return {
    type: 'object',
    properties: {
      ...Object.fromEntries(fields.map((field) => [field, { type: 'string' }])),
      logo: {
        type: 'string',
        format: 'binary',
        description: `PNG, JPEG or WebP, up to ${megabytes(LOGO_MAX_BYTES)}`,
      },
      report: {
        type: 'string',
        format: 'binary',
        description: `PDF, up to ${megabytes(REPORT_MAX_BYTES)}`,
      },
    },
  }
}

/**
 * OpenAPI 3.1 of the /api routes, made from the same Zod schemas that validate the requests:
 * registered before the routes, so it sees each one as it is added. Served at
 * /api/openapi.json; operations of an optional extension carry `x-seedling-extension`.
 */
export async function registerOpenApi(app: FastifyInstance, { reference = false } = {}) {
  // Every /api operation as registered, for the check that the document holds each one.
  const operations = new Set<string>()
  app.decorate('apiOperations', operations)
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith(REFERENCE_PATH)) return
    for (const method of [route.method].flat())
      if (method !== 'HEAD') operations.add(`${method} ${route.url}`)
  })
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Seedling /api',
        version: '1.0.0',
        description:
          'Founders publish startups to raise money in rupees; investors invest with a one-time code. Errors are JSON `{ error: { code, message, field? } }` with a 4xx status. Operations marked `x-seedling-extension` are optional extensions: a server may leave them out.',
      },
      components: {
        securitySchemes: {
          firebaseIdToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'A Firebase ID token of the user the path or body names',
          },
        },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input)
      if (!url.startsWith('/api/') || url === OPENAPI_PATH || url.startsWith(REFERENCE_PATH))
        return { schema: { ...schema, hide: true }, url }
      const path = url.slice('/api'.length).replace(/:(\w+)/g, '{$1}')
      // An operation of the table (src/operations) says both itself.
      const {
        access,
        extension = EXTENSIONS[path],
        answer,
        status = 200,
        form,
      } = input.route.config ?? {}
      return {
        url,
        schema: {
          ...schema,
          tags: [extension ? `${extension} (optional)` : 'Base contract'],
          ...(extension ? { 'x-seedling-extension': extension } : {}),
          ...(input.route.config?.readsCaller
            ? // A token is optional: with one, the answer may hold more (OpenAPI's `{}` is none).
              { security: [{}, { firebaseIdToken: [] }] }
            : input.route.preValidation
              ? { security: [{ firebaseIdToken: [] }] }
              : {}),
          ...(access === 'self' ? { description: FOR_ITS_CALLER } : {}),
          ...(form ? { consumes: ['multipart/form-data'], body: multipartBody(form) } : {}),
          response: {
            ...(answer ? { [status]: { description: 'Done', ...jsonSchema(answer) } } : {}),
            '4XX': {
              description: 'Refused: the error says why (`code`) and, for one field, which',
              ...jsonSchema(apiErrorBodySchema),
            },
          },
        },
      }
    },
  })
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger())
  if (!reference) return
  // A browsable reference of the same document, in development: its script is served from
  // here (nothing from a CDN), under a policy that lets that page run it. Scalar's plugin is
  // 4 MB of JavaScript whose page script alone holds 17 MB of a process's heap once imported:
  // it is imported by the first request for the reference, into an instance of its own that
  // answers that request and the ones after it.
  let own: FastifyInstance | undefined
  const referenceApp = loadLater(async () => {
    const { default: scalar } = await import('@scalar/fastify-api-reference')
    const made = Fastify()
    await made.register(scalar, {
      routePrefix: REFERENCE_PATH,
      configuration: { url: OPENAPI_PATH, title: 'Seedling /api', withDefaultFonts: false },
    })
    await made.ready()
    return (own = made)
  })
  app.addHook('onClose', async () => {
    await own?.close()
  })
  const answerFromReference = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (
      await referenceApp()
    ).inject({ method: request.method as 'GET', url: request.url, headers: request.headers })
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value)
    return reply.status(answer.statusCode).send(answer.rawPayload)
  }
  for (const url of [REFERENCE_PATH, `${REFERENCE_PATH}/*`])
    app.get(url, { schema: { hide: true } }, answerFromReference)
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(REFERENCE_PATH))
      reply.header(
        'content-security-policy',
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; frame-ancestors 'none'",
      )
  })
}
