import type { FastifyRequest } from 'fastify'
import { Problem } from '@/domain/problem'
import type { VerifyToken } from '../auth'

declare module 'fastify' {
  interface FastifyRequest {
    /** The uid of the verified bearer token (routes that require sign-in). */
    uid: string
    /** The e-mail address the token proves, when it has one. */
    email: string | undefined
    /** Whether that address is verified (its owner opened the provider's link). */
    emailVerified: boolean
  }
}

/**
 * A `preValidation` hook: the bearer token is checked before the body is read, so a caller
 * who is not signed in learns nothing about their input. 401 when missing or not trusted.
 */
export function signedIn(verifyToken: VerifyToken) {
  return async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
    if (!match?.[1]) throw new Problem(401, 'unauthorized', 'Sign in to do this')
    const claims = await verifyToken(match[1])
    if (!claims) throw new Problem(401, 'unauthorized', 'Your session has expired. Log in again')
    request.uid = claims.uid
    request.email = claims.email
    request.emailVerified = claims.emailVerified
  }
}

/**
 * A `preValidation` hook for a public read that answers more to some callers: the bearer token
 * is read when one is sent; none, or one not trusted, leaves the request as nobody's.
 */
export function maybeSignedIn(verifyToken: VerifyToken) {
  return async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
    const claims = match?.[1] ? await verifyToken(match[1]) : undefined
    if (!claims) return
    request.uid = claims.uid
    request.email = claims.email
    request.emailVerified = claims.emailVerified
  }
}

/**
 * Where this server is reached from, for the absolute file addresses it answers and the links it
 * e-mails: PUBLIC_URL (required in production), else the address the connection arrived at.
 * Never the request's Host header: the caller writes that, and an e-mailed link to a host of
 * their choosing would carry a valid unsubscribe token there.
 */
export function publicBase(request: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured
  const address = (request.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '')
  const host = address.includes(':') ? `[${address}]` : address
  return `http://${host}:${request.socket.localPort ?? 80}`
}
