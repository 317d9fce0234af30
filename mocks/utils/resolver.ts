import type { HttpResponseResolver, PathParams } from 'msw'
import { StorageError, type Backend } from '../backend'
import { refuseNulInUrl } from '@/domain/nul-text'
import { Problem } from '@/domain/problem'
import { errorResponse, readJson } from './http-error'

type Resolver<P extends PathParams> = (
  info: Parameters<HttpResponseResolver<P>>[0],
) => Response | Promise<Response>

/**
 * Wraps a handler: waits for the database, turns thrown Problems into JSON 4xx answers and
 * anything unexpected into one logged 500, and answers only once the writes are stored.
 */
export function withBackend<P extends PathParams>(backend: Backend, resolver: Resolver<P>) {
  return async (info: Parameters<HttpResponseResolver<P>>[0]) => {
    try {
      return await backend.serve(async () => {
        const url = new URL(info.request.url)
        refuseNulInUrl(url.pathname + url.search)
        // A JSON body is parsed before anything the route checks, as a server's body parser
        // does (Fastify's on Seedling's server): malformed is a 400 even without a token.
        if ((info.request.headers.get('content-type') ?? '').includes('application/json'))
          await readJson(info.request.clone())
        const response = await resolver(info)
        await backend.db.flush()
        return response
      })
    } catch (error) {
      if (error instanceof Problem)
        return errorResponse(error.status, error.code, error.message, error.field)
      if (error instanceof StorageError)
        return error.full
          ? errorResponse(
              507,
              'storage_full',
              'The demo has run out of browser storage. Nothing was saved: reset the demo data or free some space, then try again.',
            )
          : errorResponse(
              503,
              'storage_unavailable',
              "The demo's browser storage is not available right now. Nothing was saved: reload the page and try again.",
            )
      console.error('[demo backend]', error)
      return errorResponse(500, 'server', 'Something went wrong on the server.')
    }
  }
}

/** What the request's bearer token proves (uid, e-mail); 401 when missing, forged or expired. */
export async function requireClaims(backend: Backend, request: Request) {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match?.[1]) throw new Problem(401, 'unauthorized', 'Sign in to do this')
  const claims = await backend.verifyToken(match[1])
  if (!claims) throw new Problem(401, 'unauthorized', 'Your session has expired. Log in again')
  return claims
}

/** What the request's bearer token proves, when it sends one the backend trusts; else undefined. */
export async function optionalClaims(backend: Backend, request: Request) {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')
  return match?.[1] ? ((await backend.verifyToken(match[1])) ?? undefined) : undefined
}
