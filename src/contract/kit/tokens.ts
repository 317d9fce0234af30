import { signDemoToken } from '@/auth/demo-token'

/** A valid demo ID token for a uid (what demo auth would send). */
export function tokenFor(uid: string, now: number = Date.now(), ttlMs = 60 * 60_000) {
  return signDemoToken({ uid, email: `${uid}@example.com`, name: uid, iat: now, exp: now + ttlMs })
}
