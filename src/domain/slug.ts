/**
 * A startup's readable address (docs/product.md#public-page): `/s/safar-ev` rather than its id.
 * Both backends make it from the name when the startup is published, unique across startups.
 */

/** The longest slug, before any suffix: an address stays short enough to read out. */
export const SLUG_MAX = 48

/** What a record id looks like (`newId`): a slug never does, so the two never meet. */
const ID_LIKE = /^[0-9a-f]{24}$/

/**
 * A name as an address: lower case, accents dropped, anything but letters and digits of the
 * Latin alphabet one hyphen ("Chāy Café & Co." → "chay-cafe-co"); "startup" when nothing is left
 * (a name in another script).
 */
export function slugBase(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '')
  return slug && !ID_LIKE.test(slug) ? slug : 'startup'
}

/** The candidates in order: the base, then "base-2", "base-3" … */
export function slugCandidate(base: string, attempt: number): string {
  return attempt === 0 ? base : `${base}-${attempt + 1}`
}

/** The first free slug for a name, given which are taken (`taken` sees each candidate once). */
export async function freeSlug(
  name: string,
  taken: (slug: string) => boolean | Promise<boolean>,
): Promise<string> {
  const base = slugBase(name)
  for (let attempt = 0; ; attempt += 1) {
    const slug = slugCandidate(base, attempt)
    if (!(await taken(slug))) return slug
  }
}

/** A startup's public address part: its slug where the server gives one, else its id. */
export const publicKey = (startup: { _id: string; slug?: string | null }) =>
  startup.slug || startup._id
