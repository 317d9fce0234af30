import type { HttpResponseResolver, PathParams } from 'msw'
import { StorageError, type Backend } from '../backend'
import { refuseNulInUrl } from '@/domain/nul-text'
import { requireSelf as requireOwnAccount } from '@/operations/access'
import type { z } from '@/domain/zod'
import { errorResponse, HttpError, readJson, readJsonInput } from './http-error'

type Resolver<P extends PathParams> = (
  info: Parameters<HttpResponseResolver<P>>[0],
) => Response | Promise<Response>

/**
 * Wraps a handler: waits for the database, turns thrown HttpErrors into JSON 4xx answers and
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
      if (error instanceof HttpError)
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
  if (!match?.[1]) throw new HttpError(401, 'unauthorized', 'Sign in to do this')
  const claims = await backend.verifyToken(match[1])
  if (!claims) throw new HttpError(401, 'unauthorized', 'Your session has expired. Log in again')
  return claims
}

/** The uid of the request's bearer token; 401 when missing, forged or expired. */
export async function requireUser(backend: Backend, request: Request): Promise<string> {
  return (await requireClaims(backend, request)).uid
}

/** 403 unless the token's user is the user the request names. */
export const requireSelf = (tokenUid: string, claimedUid: string): void =>
  requireOwnAccount({ uid: tokenUid, email: undefined }, claimedUid)

/**
 * The JSON body of a signed-in call that acts for its caller: read, validated by `schema`, and
 * refused with 403 unless it names the token's own user.
 */
export async function ownJsonInput<T extends { useruid: string }>(
  backend: Backend,
  request: Request,
  schema: z.ZodType<T>,
): Promise<T> {
  return (await ownJsonCall(backend, request, schema)).input
}

/** `ownJsonInput`, with what the token proves (its e-mail) alongside. */
export async function ownJsonCall<T extends { useruid: string }>(
  backend: Backend,
  request: Request,
  schema: z.ZodType<T>,
) {
  const claims = await requireClaims(backend, request)
  const input = await readJsonInput(request, schema)
  requireSelf(claims.uid, input.useruid)
  return { input, claims }
}
