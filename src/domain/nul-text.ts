import { Problem } from './problem'

/**
 * NUL characters in text: PostgreSQL cannot store them in a text column (the server's query
 * failed with a 500), and no field of the contract has a use for them. Both backends refuse
 * them with the same 400 wherever text arrives: the path, the query, a JSON body, a form field
 * or an uploaded file's name.
 */
export const nulProblem = (field?: string) =>
  new Problem(400, 'invalid_input', 'Text cannot contain NUL (\\0) characters', field)

/** The path of the first string holding a NUL in a parsed input ('' for the value itself), or null. */
export function nulField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null
  if (!value || typeof value !== 'object') return null
  for (const [key, inner] of Object.entries(value)) {
    const where = path ? `${path}.${key}` : key
    if (key.includes('\0')) return where
    const found = nulField(inner, where)
    if (found !== null) return found
  }
  return null
}

/** Throws the 400 when the parsed input holds a NUL anywhere. */
export function refuseNul(value: unknown): void {
  const field = nulField(value)
  if (field !== null) throw nulProblem(field || undefined)
}

/** Throws the 400 when a request's path or query, once decoded, holds a NUL. */
export function refuseNulInUrl(pathAndQuery: string): void {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathAndQuery.replace(/\+/g, ' '))
  } catch {
    // Not percent-decodable: the route's own parsing answers for it.
    return
  }
  if (decoded.includes('\0')) throw nulProblem()
}
