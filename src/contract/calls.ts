import { rawCall } from './kit/raw-call'

/**
 * How the contract suite calls the server under test: who calls (a Caller, their token) and the
 * answer, never thrown on a 4xx or 5xx. expect-answer.ts judges answers; people.ts makes callers.
 */

/** Where the server under test lives: API_URL (e.g. http://127.0.0.1:5000), /api appended. */
export const API = `${(process.env.API_URL ?? 'http://127.0.0.1:5000').replace(/\/+$/, '')}/api`

export interface Caller {
  uid: string
  email: string
  token: string
}

/** The same token with its claims tampered with: any real server must refuse it. */
export function forged(token: string): string {
  const parts = token.split('.')
  const i = parts.length === 3 ? 1 : 0
  const claims = parts[i] ?? ''
  parts[i] = claims.slice(0, -4) + (claims.endsWith('AAAA') ? 'BBBB' : 'AAAA')
  return parts.join('.')
}

export interface Answer {
  status: number
  body: any
  text: string
  headers: Headers
  label: string
}

/** One call to the server under test; never throws on a 4xx or 5xx. */
export async function call(
  method: 'GET' | 'POST',
  path: string,
  init: { token?: string | undefined; json?: unknown; form?: FormData; raw?: string } = {},
): Promise<Answer> {
  const label = `${method} ${path}`
  try {
    const answer = await rawCall(`${API}/${path}`, { ...init, method })
    return {
      status: answer.status,
      body: answer.json,
      text: answer.text,
      headers: answer.headers,
      label,
    }
  } catch (error) {
    throw new Error(
      `${label}: the server at ${API} could not be reached (${(error as Error).message})`,
      { cause: error },
    )
  }
}

/** A POST as `caller`: their token, and their uid as `useruid` unless `json` names another. */
export const postAs = (caller: Caller, path: string, json: Record<string, unknown> = {}) =>
  call('POST', path, { token: caller.token, json: { useruid: caller.uid, ...json } })
