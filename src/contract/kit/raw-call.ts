/** What any server answered to one raw call: status, headers, the text and, if it was JSON, its value. */
export interface RawAnswer {
  status: number
  headers: Headers
  text: string
  /** The body read as JSON; undefined when it is empty or not JSON. */
  json: any
  isJson: boolean
}

export interface RawInit {
  /** GET unless a body is sent. */
  method?: string
  /** Sent as a bearer token. */
  token?: string | undefined
  json?: unknown
  /** A body sent as it is, labelled JSON (for malformed-JSON checks). */
  raw?: string
  form?: FormData
}

/** One request as the app makes it: bearer token, JSON or multipart body. */
export function rawRequest(url: string, init: RawInit = {}): Request {
  const headers = new Headers({ Accept: 'application/json' })
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
  let body: BodyInit | null = null
  if (init.json !== undefined || init.raw !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = init.raw ?? JSON.stringify(init.json)
  } else if (init.form) body = init.form
  return new Request(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body })
}

/**
 * One HTTP call as the app makes it (rawRequest), for the contract suite and the backends'
 * tests. Never throws on a 4xx or 5xx; a network failure throws.
 */
export async function rawCall(url: string, init: RawInit = {}): Promise<RawAnswer> {
  const response = await fetch(rawRequest(url, init))
  const text = await response.text()
  let json: unknown
  let isJson = false
  try {
    json = text ? JSON.parse(text) : undefined
    isJson = text !== ''
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, text, json, isJson }
}
