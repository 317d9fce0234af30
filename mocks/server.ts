import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { getResponse, http, HttpResponse } from 'msw'
import { verifyDemoToken } from '@/auth/demo-token'
import { createBackend, type OtpDelivery, type VerifyToken } from './backend'
import { memoryPersistence } from './data/persistence'
import { createHandlers } from './handlers'
import { emulatorTokenVerifier } from './utils/firebase-token'

export interface ApiServerOptions {
  port?: number
  host?: string
  /** Origins allowed to call with credentials (CORS). */
  allowedOrigins?: string[]
  verifyToken?: VerifyToken
  /** Serves GET /api/test/mailbox/{uid or e-mail} with the last code sent (test configuration only). */
  testMailbox?: boolean
}

/**
 * Seedling's local /api server: the demo backend's own handlers and domain rules behind a
 * plain Node HTTP server, for development and tests (data lives in memory).
 */
export async function startApiServer(options: ApiServerOptions = {}) {
  const mailbox = new Map<string, OtpDelivery>()
  const backend = createBackend({
    persistence: memoryPersistence(),
    verifyToken: options.verifyToken ?? verifyDemoToken,
    deliverOtp: (delivery) => mailbox.set(delivery.useruid, delivery),
  })
  await backend.ready()
  const handlers = [
    ...(options.testMailbox
      ? [
          http.get<{ who: string }>('*/api/test/mailbox/:who', ({ params }) => {
            // By uid or by e-mail, so a browser test that only knows the address can read it.
            const uid =
              backend.db.users.findFirst((q) => q.where({ email: params.who.toLowerCase() }))
                ?.useruid ?? params.who
            const message = mailbox.get(uid)
            return message
              ? HttpResponse.json({
                  code: message.code,
                  amount: message.amount,
                  startupName: message.startupName,
                })
              : HttpResponse.json(
                  { error: { code: 'not_found', message: 'No code was sent to this user' } },
                  { status: 404 },
                )
          }),
        ]
      : []),
    ...createHandlers(backend),
  ]
  const allowed = new Set(options.allowedOrigins ?? [])

  const cors = (req: IncomingMessage, res: ServerResponse) => {
    const origin = req.headers.origin
    if (origin && (allowed.has(origin) || allowed.has('*'))) {
      res.setHeader('Access-Control-Allow-Origin', origin)
      res.setHeader('Access-Control-Allow-Credentials', 'true')
      res.setHeader('Vary', 'Origin')
    }
  }

  const server: Server = createServer(async (req, res) => {
    cors(req, res)
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept')
      res.setHeader('Access-Control-Max-Age', '600')
      res.writeHead(204).end()
      return
    }
    try {
      const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
      const request = new Request(url, {
        method: req.method ?? 'GET',
        headers: Object.entries(req.headers).flatMap(([name, value]) =>
          value === undefined
            ? []
            : (Array.isArray(value) ? value : [value]).map((v) => [name, v] as [string, string]),
        ),
        ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
      } as RequestInit)
      const response =
        (await getResponse(handlers, request)) ??
        HttpResponse.json(
          { error: { code: 'not_found', message: `No route for ${req.method} ${req.url}` } },
          { status: 404 },
        )
      res.statusCode = response.status
      response.headers.forEach((value, name) => res.setHeader(name, value))
      res.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      console.error('[api]', error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' })
      res.end(
        JSON.stringify({
          error: { code: 'server', message: 'Something went wrong on the server.' },
        }),
      )
    }
  })

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 5000, options.host ?? '127.0.0.1', resolve),
  )
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 5000)
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    backend,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The token check the environment asks for: the Firebase Auth emulator's, or demo tokens. */
export function verifierFromEnv(env: NodeJS.ProcessEnv = process.env): VerifyToken {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST
  return emulator ? emulatorTokenVerifier(emulator) : verifyDemoToken
}
