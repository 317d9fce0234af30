/**
 * ID tokens of demo mode: `base64url(payload).base64url(HMAC-SHA256)`. The key is public
 * (it ships in the demo bundle): these tokens let the in-browser backend tell users apart and
 * reject forged or expired tokens the way a real server would, nothing more.
 */
export interface DemoTokenClaims {
  uid: string
  email: string
  name: string
  /** Issued at, ms since epoch. */
  iat: number
  /** Expires at, ms since epoch. */
  exp: number
  /**
   * Whether the address is verified: demo accounts are, and say so by leaving this out; the
   * contract suite sets it false to act as an account whose owner has not opened the link.
   */
  emailVerified?: boolean
}

export const DEMO_TOKEN_TTL_MS = 60 * 60_000
const DEMO_SIGNING_KEY = 'seedling-demo-signing-key-v1'

const encoder = new TextEncoder()
let keyPromise: Promise<CryptoKey> | undefined

function signingKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey(
    'raw',
    encoder.encode(DEMO_SIGNING_KEY),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
  return keyPromise
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Signs claims into a demo ID token. */
export async function signDemoToken(claims: DemoTokenClaims): Promise<string> {
  const payload = encoder.encode(JSON.stringify(claims))
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await signingKey(), payload))
  return `${toBase64Url(payload)}.${toBase64Url(signature)}`
}

/** The token's claims when its signature holds and it has not expired; otherwise null. */
export async function verifyDemoToken(
  token: string,
  now: number = Date.now(),
): Promise<DemoTokenClaims | null> {
  const parts = token.split('.')
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null
  try {
    const payload = fromBase64Url(parts[0])
    const signature = fromBase64Url(parts[1])
    const valid = await crypto.subtle.verify('HMAC', await signingKey(), signature, payload)
    if (!valid) return null
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Partial<DemoTokenClaims>
    if (typeof claims.uid !== 'string' || typeof claims.exp !== 'number') return null
    if (claims.exp <= now) return null
    return claims as DemoTokenClaims
  } catch {
    return null
  }
}
