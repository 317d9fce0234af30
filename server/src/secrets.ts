import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from './db/database'
import { serverSecrets } from './db/schema'

/**
 * One-time codes are kept only as an HMAC of (code id, code) under a secret: OTP_SECRET, or in
 * development a random secret the database keeps, so every server process on it and every
 * restart agree.
 */
export async function otpHasher(database: Database, configured: string | undefined) {
  const secret = configured ?? (await storedSecret(database, 'otp'))
  const hash = (otpId: string, code: string) =>
    createHmac('sha256', secret).update(`${otpId}:${code}`).digest('base64url')
  return {
    hash,
    matches(otpId: string, code: string, stored: string): boolean {
      const expected = Buffer.from(hash(otpId, code))
      const actual = Buffer.from(stored)
      return expected.length === actual.length && timingSafeEqual(expected, actual)
    },
  }
}

async function storedSecret(database: Database, name: string): Promise<string> {
  const { db } = database
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name))
  return row!.value
}

/**
 * Unsubscribe links in update e-mails: the investor and the startup, signed, so the link works
 * without signing in and cannot be made for someone else. The key is derived from OTP_SECRET,
 * or in development from a secret the database keeps.
 */
export async function unsubscribeSigner(database: Database, configured: string | undefined) {
  const secret = configured
    ? createHmac('sha256', configured).update('unsubscribe').digest('base64url')
    : await storedSecret(database, 'unsubscribe')
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url')
  return {
    token(userUid: string, startupId: string): string {
      const payload = Buffer.from(JSON.stringify([userUid, startupId])).toString('base64url')
      return `${payload}.${sign(payload)}`
    },
    /** The investor and startup a token names, or null when it was not made here. */
    read(token: string): { userUid: string; startupId: string } | null {
      const [payload, signature, ...rest] = token.split('.')
      if (!payload || !signature || rest.length) return null
      const expected = Buffer.from(sign(payload))
      const actual = Buffer.from(signature)
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null
      try {
        const [userUid, startupId] = JSON.parse(Buffer.from(payload, 'base64url').toString()) as [
          unknown,
          unknown,
        ]
        if (typeof userUid !== 'string' || typeof startupId !== 'string') return null
        return { userUid, startupId }
      } catch {
        return null
      }
    },
  }
}

/**
 * A page view's visitor: a keyed hash of the day and the client's address, so one address counts
 * once a day per startup and no address is stored. The key is derived from OTP_SECRET, or in
 * development from a secret the database keeps.
 */
export async function visitorHasher(database: Database, configured: string | undefined) {
  const secret = configured
    ? createHmac('sha256', configured).update('visitors').digest('base64url')
    : await storedSecret(database, 'visitors')
  return (day: string, address: string) =>
    createHmac('sha256', secret).update(`${day}:${address}`).digest('base64url').slice(0, 22)
}
