/**
 * How long ago a startup last posted an update, in words for cards and its page. No Zod here:
 * explore's cards (and the landing's) load it.
 */

const DAY_MS = 86_400_000

/**
 * 'Updated 3 days ago' for a startup's last update, 'No updates yet' when it has none, and
 * nothing when the server does not have updates (`undefined`).
 */
export function updatedInWords(lastUpdateAt: string | null | undefined, now: number) {
  if (lastUpdateAt === undefined) return null
  if (lastUpdateAt === null) return 'No updates yet'
  const elapsed = Math.max(0, now - Date.parse(lastUpdateAt))
  const days = Math.floor(elapsed / DAY_MS)
  if (days === 0) {
    const hours = Math.floor(elapsed / 3_600_000)
    if (hours === 0) return 'Updated just now'
    return `Updated ${hours} ${hours === 1 ? 'hour' : 'hours'} ago`
  }
  if (days < 60) return `Updated ${days} ${days === 1 ? 'day' : 'days'} ago`
  const months = Math.floor(days / 30)
  return `Updated ${months} months ago`
}
