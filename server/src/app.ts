import { randomUUID } from 'node:crypto'
import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import compress from '@fastify/compress'
import etag from '@fastify/etag'
import cors from '@fastify/cors'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyReply } from 'fastify'
import helmet from 'helmet'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { refuseNul, refuseNulInUrl } from '@/domain/nul-text'
import { Problem } from '@/domain/problem'
import { LOGO_MAX_BYTES, REPORT_MAX_BYTES } from '@/domain/startup'
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD, ENCODINGS } from './compressed'
import type { AppDeps } from './context'
import { errorHandler } from './errors'
import { logOptions } from './log'
import { unsubscribeRoutes } from './routes/unsubscribe'
import { healthRoutes } from './routes/health'
import { operationRoutes, serverStore } from './operations'
import { sharedFloodStore } from './flood-store'
import { REFERENCE_PATH, registerOpenApi } from './openapi'
import { otpHasher } from './secrets'
import { readAppBuild, sendPageFor, serveAppBuild } from './web/app-files'
import { startJobQueue } from './jobs'
import { startPush } from './push'
import { startRaiseCloses } from './raise-close'
import { startUpdateMail } from './update-mail'

/** JSON bodies of the contract are small; multipart (files) has its own limits. */
const JSON_BODY_LIMIT = 64 * 1024

/** A request id from a load balancer: letters, digits and a few marks, as UUIDs and ULIDs are. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * Whether the flood guard counts a request: the API and the rendered pages, judged by the path
 * as the router reads it (percent-decoded, repeated slashes as one, any case), so `/%61pi/…`
 * is counted as `/api/…` is. A path that cannot be decoded is counted too.
 */
export function metered(url: string): boolean {
  const raw = url.split('?')[0]!
  let path: string
  try {
    path = decodeURIComponent(raw)
  } catch {
    return true
  }
  return /^\/+(api|s)(\/|$)/i.test(path)
}

/** A path as an answer may quote it: without its query, at most 100 characters. */
const boundedPath = (url: string) => {
  const path = url.split('?')[0]!
  return path.length > 100 ? `${path.slice(0, 100)}…` : path
}

/** A request Node's HTTP parser refused, answered in the contract's shape (no request id yet). */
function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy()
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ([431, 'request_too_large', 'The address or the headers are too long'] as const)
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ([408, 'request_timeout', 'The request took too long to arrive'] as const)
        : ([400, 'bad_request', 'The request is not valid HTTP'] as const)
  const body = JSON.stringify({ error: { code, message } })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

/** Seedling's /api server: the contract's routes over PostgreSQL. */
export async function buildApp(deps: AppDeps) {
  const { config } = deps
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: logOptions(config.LOG_LEVEL) }),
    bodyLimit: JSON_BODY_LIMIT,
    // A number of hops trusts exactly that many proxies in front: the client's address is the
    // one the last of them saw, whatever the client wrote into X-Forwarded-For itself.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    // A request id in every log line and every error answer; a load balancer's id is kept when
    // it looks like one (it is echoed in a header and written to the log).
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id']
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
    },
    // Ids longer than the contract's 128 characters get its 422, not the router's own 414.
    routerOptions: { maxParamLength: 2_048 },
    // Shutting down is answered below, in the contract's shape.
    return503OnClosing: false,
    // A path the router cannot decode (`/api/startups/data/%ff`): the contract's 400.
    frameworkErrors: (error, request, reply) =>
      (reply as FastifyReply).status(400).send({
        error: {
          code: error.code === 'FST_ERR_BAD_URL' ? 'bad_url' : 'bad_request',
          message:
            error.code === 'FST_ERR_BAD_URL'
              ? 'The address is not valid'
              : 'The request is not valid',
          requestId: request.id,
        },
      }),
    // What Node's parser refuses before there is a request (an address or headers over 16 KB):
    // the contract's JSON too, on a connection that then closes.
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.setErrorHandler(errorHandler)
  // No text with NUL reaches PostgreSQL (it cannot store it): a 400, before sign-in for the URL
  // (public routes take ids and searches there) and after it for bodies.
  app.addHook('onRequest', async (request) => refuseNulInUrl(request.url))
  // An empty last segment (`startups/data/`) names nothing: no route, as the demo answers, not
  // a 422 for an empty id.
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0]!
    if (path.startsWith('/api/') && path.endsWith('/') && path !== `${REFERENCE_PATH}/`)
      throw new Problem(404, 'not_found', `No route for ${request.method} ${boundedPath(path)}`)
  })
  app.addHook('preHandler', async (request) => refuseNul(request.body))
  const build = config.SEEDLING_APP_DIR ? readAppBuild(config.SEEDLING_APP_DIR) : null
  app.setNotFoundHandler(
    (request, reply) =>
      (build && sendPageFor(request, reply)) ||
      reply.status(404).send({
        error: {
          code: 'not_found',
          message: `No route for ${request.method} ${boundedPath(request.url)}`,
          requestId: request.id,
        },
      }),
  )
  // Shutting down: requests in flight finish, and their connections close after the answer
  // instead of idling in keep-alive (which would hold the shutdown until the keep-alive timeout).
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  // A request that still reaches this process once it is shutting down (a keep-alive connection
  // the load balancer had not dropped yet) is told to try again, as the contract answers errors.
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return
    return reply
      .status(503)
      .header('Retry-After', '1')
      .send({
        error: {
          code: 'unavailable',
          message: 'This server is restarting. Try again in a moment.',
          requestId: request.id,
        },
      })
  })
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
    if (closing) reply.header('connection', 'close')
  })

  // Helmet's headers are the same on every answer, so its middleware is made once: the Fastify
  // plugin made it again for each request (about 3 % of the CPU a startup's page costs).
  const securityHeaders = helmet({
    // The app runs on another origin and shows logos from here.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
  })
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  )
  const origins = new Set(config.ALLOWED_ORIGINS)
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(
        null,
        !origin || origins.has('*') || origins.has(origin) ? (origin ?? false) : false,
      ),
    credentials: true,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
    exposedHeaders: ['x-request-id'],
    maxAge: 600,
  })
  // A JSON answer becomes bytes once, here: its ETag's hash, its Content-Length and the socket
  // each encoded the string to UTF-8 again (three times 20 KB for an explore page).
  app.addHook('onSend', async (_request, _reply, payload) =>
    typeof payload === 'string' ? Buffer.from(payload) : payload,
  )
  // Every answer the server makes but a file's carries an ETag, a hash of what it sends, and a
  // request whose If-None-Match names it gets 304 with no body: computed before compression, the
  // same for a compressed and a plain answer. A stored file's is its id (a new file, a new id).
  await app.register(etag)
  // Pages, scripts and JSON travel compressed (a phone on a slow network pays per byte); files
  // already compressed (pictures, PDFs) as they are. A JSON answer of the API and a rendered
  // /s/{slug} page come compressed already, once for all who read them (sendEncoded in
  // compressed.ts), and are sent as they are.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: [...ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
  })
  // The flood guard meters what costs the database: the API and the pages rendered from it
  // (/s/{id}). The app's own files are not counted: a first visit precaches about 160 of them,
  // and a few people behind one address (an office, a mobile carrier's NAT) would otherwise
  // lock each other out of the API.
  // On PostgreSQL the counts are the database's, so every process behind a balancer enforces one
  // limit together; should the database not answer, requests go on (its readiness says so). PGlite
  // is one process: the counts stay in it.
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    allowList: (request) => !metered(request.url),
    ...(deps.database.kind === 'postgres' && {
      store: sharedFloodStore(deps.database.db),
      skipOnError: true,
    }),
  })
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(LOGO_MAX_BYTES, REPORT_MAX_BYTES),
      files: 2,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 22,
    },
  })

  const boss = await startJobQueue({ ...deps, log: app.log })
  const updateMail = await startUpdateMail({ ...deps, boss, log: app.log })
  const push = await startPush({ ...deps, boss, log: app.log })
  const closes = await startRaiseCloses({ ...deps, boss, push, log: app.log })
  // After the routes have answered (Fastify runs onClose once requests are done): the jobs
  // being run finish, the rest wait in the queue for the next start.
  app.addHook('onClose', async () => {
    await closes.stop()
    await boss.stop({ graceful: true, timeout: 10_000 })
  })
  const context = {
    ...deps,
    updateMail,
    closes,
    push,
    hashOtp: await otpHasher(deps.database, config.OTP_SECRET),
  }
  // Before the routes: it describes each one as it is added.
  await registerOpenApi(app, { reference: config.NODE_ENV !== 'production' })
  await app.register(healthRoutes(context))
  await app.register(unsubscribeRoutes(context), { prefix: '/api' })
  const store = await serverStore(context, app.log)
  await app.register(operationRoutes(context, store), { prefix: '/api' })
  if (build) {
    await serveAppBuild(app, build)
    // Loaded only to serve a build: its renderer and image drawing are not the API's.
    const { startupPageRoutes } = await import('./web/startup-page')
    await startupPageRoutes(app, {
      store,
      build,
      publicUrl: config.PUBLIC_URL,
      visitorPages: store.keptForVisitors(),
    })
  }
  return app
}
export type App = Awaited<ReturnType<typeof buildApp>>
