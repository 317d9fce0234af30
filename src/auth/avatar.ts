const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A random alphanumeric seed (10 characters, the seed length docs/product.md gives avatars). */
export function randomSeed(length = 10): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  return Array.from(bytes, (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('')
}

const AVATAR_SERVICE = 'https://api.dicebear.com/9.x/thumbs/svg'

/**
 * The generated avatar given to e-mail sign-ups (docs/product.md#data), named as the avatar
 * service's address for its seed, so every client of the contract can show it. Seedling itself
 * never asks the service: it draws the same picture on the device (`deviceAvatar`).
 */
export function avatarUrl(seed: string = randomSeed()): string {
  return `${AVATAR_SERVICE}?seed=${encodeURIComponent(seed)}`
}

/** The seed of a generated avatar's address, or null for any other picture (a Google photo). */
export function avatarSeed(url: string | null | undefined): string | null {
  if (!url?.startsWith(`${AVATAR_SERVICE}?`)) return null
  return new URL(url).searchParams.get('seed')
}

const drawn = new Map<string, Promise<string>>()

/**
 * The avatar for `seed` drawn here, as an SVG data address: the same picture the service makes
 * for the seed (the same style and version, @dicebear/thumbs 9), offline, and without telling a
 * third party who signed up. The drawing code loads on first use.
 */
export function deviceAvatar(seed: string): Promise<string> {
  let picture = drawn.get(seed)
  if (!picture) {
    picture = Promise.all([import('@dicebear/core'), import('@dicebear/thumbs')]).then(
      ([{ createAvatar }, thumbs]) => createAvatar(thumbs, { seed }).toDataUri(),
    )
    drawn.set(seed, picture)
  }
  return picture
}
