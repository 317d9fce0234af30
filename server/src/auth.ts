import { randomUUID } from 'node:crypto'
import { initializeApp, type App } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { LRUCache } from 'lru-cache'
import { verifyDemoToken } from '@/auth/demo-token'

/** Who a bearer token belongs to, or null when it cannot be trusted. */
export type VerifyToken = (token: string) => Promise<Verified | null>

/** Who a trusted token belongs to, and until when it may be trusted (ms since the epoch). */
export interface Verified {
  uid: string
  email?: string
  emailVerified: boolean
  expiresAt?: number
}

/**
 * `verify`, remembering the tokens it trusted until they expire (and no longer than `ttlMs`):
 * an app sends the same ID token with every request for an hour, and checking its signature
 * each time was about a twentieth of the CPU an investor's history costs. A refused token is not
 * remembered; neither is one with no expiry. Nothing is lost against verifying each time: an ID
 * token is not checked for revocation, only for its signature and expiry, which do not change.
 */
export function rememberVerified(
  verify: VerifyToken,
  { max = 5_000, ttlMs = 5 * 60_000 } = {},
): VerifyToken {
  const trusted = new LRUCache<string, Verified>({ max, ttl: ttlMs })
  return async (token) => {
    const known = trusted.get(token)
    if (known) return known
    const who = await verify(token)
    const left = (who?.expiresAt ?? 0) - Date.now()
    if (who && left > 0) trusted.set(token, who, { ttl: Math.min(ttlMs, left) })
    return who
  }
}

/**
 * Firebase ID tokens checked with firebase-admin: signature (Google's public keys), expiry,
 * audience and issuer of the project. With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin
 * accepts the Auth emulator's tokens instead. Any failure — forged, expired, another project,
 * or Google's keys out of reach — means "not signed in", never a server error.
 */
export function firebaseVerifier(
  projectId: string,
  log?: {
    info(details: object, message: string): void
    warn(details: object, message: string): void
  },
): VerifyToken {
  let app: App | undefined
  return async (token) => {
    app ??= initializeApp({ projectId }, `seedling-${randomUUID()}`)
    try {
      const decoded = await getAuth(app).verifyIdToken(token)
      return {
        uid: decoded.uid,
        ...(decoded.email ? { email: decoded.email } : {}),
        emailVerified: decoded.email_verified === true,
        expiresAt: decoded.exp * 1000,
      }
    } catch (error) {
      // Why, without the token. The caller's side (expired, forged, another project) is
      // routine; Google's keys (or the emulator, which is asked about each token) out of
      // reach is this server's problem and worth a warning.
      const reason = (error as { code?: string }).code ?? (error as Error).name
      const ours = /internal|network|timeout|unavailable|certificate|fetch/i.test(reason)
      log?.[ours ? 'warn' : 'info']({ reason }, 'an ID token was refused')
      return null
    }
  }
}

/** Demo-mode tokens (development only: their signing key is public). */
export const demoVerifier: VerifyToken = async (token) => {
  const claims = await verifyDemoToken(token)
  return claims
    ? {
        uid: claims.uid,
        ...(claims.email ? { email: claims.email } : {}),
        emailVerified: claims.emailVerified !== false,
        expiresAt: claims.exp,
      }
    : null
}
