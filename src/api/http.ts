import type { QueryKey } from '@tanstack/react-query'
import type { z } from '@/domain/zod'
import { ApiError, messageFor } from './api-error'
import type { Reachability } from './reachability'

export interface HttpConfig {
  /** '/api' in demo mode, '<VITE_API_URL>/api' in remote mode. */
  baseUrl: string
  /** The signed-in user's ID token, sent as a bearer token. */
  getToken: () => Promise<string | null>
  fetch?: typeof fetch
  timeoutMs?: number
  isOnline?: () => boolean
  /** Told whether each request got an answer (remote mode: the app's one "offline" signal). */
  reachability?: Pick<Reachability, 'reached' | 'missed'>
  /** Wraps every request (remote mode: the offline cache). */
  wrap?: (request: HttpRequest) => HttpRequest
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST'
  json?: unknown
  form?: FormData
  /** The contract's "with credentials" (docs/product.md#contract): send cookies cross-origin. */
  withCredentials?: boolean
  /** Parses a successful answer; without it the answer is not read beyond error codes. */
  schema?: z.ZodType<T>
  signal?: AbortSignal
  /**
   * Reads the app keeps on the device for offline use name the query key they fill; the
   * offline cache (remote mode) saves their answers under it and falls back to them.
   */
  keep?: QueryKey
}

/** Words that mark a `{ msg }` answer as an error even when it came with a 2xx status. */
const ERROR_MSG =
  /(invalid|expired|incorrect|wrong|error|fail|not[ _-]?found|denied|unauthori[sz]ed|forbidden|exceed|locked|used)/i

function statusCode(status: number): string {
  if (status === 401) return 'unauthorized'
  if (status === 403) return 'forbidden'
  if (status === 404) return 'not_found'
  if (status === 408) return 'timeout'
  if (status >= 500) return 'server'
  return 'bad_request'
}

function toCode(msg: string): string {
  return msg
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
}

/** The contract's error body; its schema loads with the first error, not with the app. */
async function errorFromBody(status: number, body: unknown): Promise<ApiError> {
  const { apiErrorBodySchema } = await import('@/domain/api-error')
  const parsed = apiErrorBodySchema.safeParse(body)
  if (parsed.success) {
    const { code, message, field } = parsed.data.error
    return new ApiError(status, code, message, field)
  }
  const loose = body as { msg?: unknown; message?: unknown } | null
  const text =
    typeof loose?.msg === 'string'
      ? loose.msg
      : typeof loose?.message === 'string'
        ? loose.message
        : ''
  const code = text ? toCode(text) : statusCode(status)
  return new ApiError(status, code, messageFor(code, text || undefined))
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    // An error page (HTML, plain text) is still an error of its status, not a parse failure.
    if (!response.ok) return undefined
    throw new ApiError(response.status, 'bad_response', messageFor('bad_response'))
  }
}

/** An identity provider's "no network" failure (Firebase: `auth/network-request-failed`). */
function isNetworkFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.endsWith('network-request-failed')
}

/** The HTTP layer of the API adapter: base URL, bearer token, timeouts and error normalising. */
export function createHttp(config: HttpConfig): HttpRequest {
  const doFetch = config.fetch ?? ((input, init) => fetch(input, init))
  const timeoutMs = config.timeoutMs ?? 30_000
  const isOnline = config.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine)

  async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const headers = new Headers({ Accept: 'application/json' })
    const noAnswer = (code: 'network' | 'offline' | 'timeout') => {
      config.reachability?.missed()
      return new ApiError(0, code, messageFor(code))
    }
    let token: string | null
    try {
      token = await config.getToken()
    } catch (error) {
      // Refreshing an expired token needs the identity provider: without a network that is the
      // same "no answer" as the request itself would get.
      if (isNetworkFailure(error)) throw noAnswer(isOnline() ? 'network' : 'offline')
      throw error
    }
    if (token) headers.set('Authorization', `Bearer ${token}`)
    let body: BodyInit | undefined
    if (options.form) body = options.form
    else if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(options.json)
    }
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout

    let response: Response
    try {
      response = await doFetch(`${config.baseUrl}/${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: body ?? null,
        credentials: options.withCredentials ? 'include' : 'same-origin',
        signal,
      })
    } catch (error) {
      if (options.signal?.aborted) throw error
      if (timeout.aborted) throw noAnswer('timeout')
      throw noAnswer(isOnline() ? 'network' : 'offline')
    }
    config.reachability?.reached()

    const data = await readJson(response)
    if (!response.ok) throw await errorFromBody(response.status, data)

    const msg = (data as { msg?: unknown } | undefined)?.msg
    const parsed = options.schema?.safeParse(data)
    // Servers that answer errors as 200 with a `msg` code (some servers of the contract do).
    if (typeof msg === 'string' && ERROR_MSG.test(msg) && !parsed?.success) {
      throw await errorFromBody(response.status === 200 ? 400 : response.status, data)
    }
    if (!options.schema) return data as T
    if (!parsed?.success)
      throw new ApiError(response.status, 'bad_response', messageFor('bad_response'))
    return parsed.data
  }
  return config.wrap ? config.wrap(request) : request
}
export type HttpRequest = <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T>
