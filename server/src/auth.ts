import { randomUUID } from 'node:crypto'
import { initializeApp, type App } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { verifyDemoToken } from '@/auth/demo-token'

/** Who a bearer token belongs to, or null when it cannot be trusted. */
export type VerifyToken = (
  token: string,
) => Promise<{ uid: string; email?: string; emailVerified: boolean } | null>

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
      }
    : null
}
