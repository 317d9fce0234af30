import type { VerifyToken } from '../backend'

/**
 * Verifies Firebase ID tokens by asking the Firebase Auth emulator who they belong to
 * (accounts:lookup), so a token's uid is never taken on trust. Answers are cached briefly.
 */
export function emulatorTokenVerifier(emulatorHost: string, apiKey = 'demo-api-key'): VerifyToken {
  const cache = new Map<string, { uid: string; until: number }>()
  return async (token) => {
    const cached = cache.get(token)
    if (cached && cached.until > Date.now()) return { uid: cached.uid }
    const payload = decodePayload(token)
    if (!payload || typeof payload.exp !== 'number' || payload.exp * 1000 <= Date.now()) return null
    try {
      const response = await fetch(
        `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=${apiKey}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ idToken: token }),
        },
      )
      if (!response.ok) return null
      const body = (await response.json()) as { users?: { localId?: string }[] }
      const uid = body.users?.[0]?.localId
      if (!uid || uid !== payload.user_id) return null
      cache.set(token, { uid, until: Math.min(Date.now() + 60_000, payload.exp * 1000) })
      return { uid }
    } catch {
      return null
    }
  }
}

function decodePayload(token: string): { exp?: number; user_id?: string } | null {
  const part = token.split('.')[1]
  if (!part) return null
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return null
  }
}
