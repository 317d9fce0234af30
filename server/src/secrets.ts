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
