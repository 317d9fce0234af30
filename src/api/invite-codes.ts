/**
 * Invite links this browser opened (invite-only startups, docs/product.md#invite-only): the
 * code of each, by the addresses the startup is read at (its slug and its id), so its page and
 * its 'Invest Now' keep working as the investor moves through the app. The newest 50 are kept.
 */

const KEY = 'seedling.invites'
const KEEP = 50

type Invites = Record<string, string>

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage)

function load(): Invites {
  try {
    const stored = JSON.parse(storage()?.getItem(KEY) ?? '{}') as unknown
    return stored && typeof stored === 'object' ? (stored as Invites) : {}
  } catch {
    return {}
  }
}

/** Keeps `code` for each of the startup's addresses (newest last). */
export function rememberInvite(addresses: (string | undefined)[], code: string) {
  const invites = load()
  for (const address of addresses)
    if (address) {
      delete invites[address]
      invites[address] = code
    }
  const kept = Object.entries(invites).slice(-KEEP)
  try {
    storage()?.setItem(KEY, JSON.stringify(Object.fromEntries(kept)))
  } catch {
    // Storage full or blocked: the link still works on this page.
  }
}

/** The code this browser holds for a startup's address, if any. */
export const inviteFor = (address: string): string | undefined => load()[address]

/** The invite code an address's query carries (`?invite=…`), if any. */
export function inviteInSearch(search: unknown): string | undefined {
  const invite = (search as { invite?: unknown } | null)?.invite
  return typeof invite === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(invite) ? invite : undefined
}
