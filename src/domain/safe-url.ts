/**
 * A URL that is safe to put in an href or src: http(s), mailto, same-site paths and fragments.
 * Anything else (javascript:, data:, vbscript:, protocol-relative tricks) becomes ''.
 */
export function safeUrl(url: string | null | undefined): string {
  const value = (url ?? '').trim()
  if (!value) return ''
  if (/^\/(?!\/)/.test(value) || value.startsWith('#')) return value
  try {
    const parsed = new URL(value)
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? value : ''
  } catch {
    return ''
  }
}
