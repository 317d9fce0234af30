const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A random alphanumeric seed (10 characters, as the spec sets for avatars). */
export function randomSeed(length = 10): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  return Array.from(bytes, (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('')
}

/**
 * The generated avatar given to e-mail sign-ups (docs/product.md#data). It lives on an external
 * avatar service; the UI falls back to initials whenever it cannot be loaded (offline, blocked).
 */
export function avatarUrl(seed: string = randomSeed()): string {
  return `https://api.dicebear.com/9.x/thumbs/svg?seed=${encodeURIComponent(seed)}`
}
