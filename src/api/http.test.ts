import { describe, expect, it, vi } from 'vitest'
import { isActiveResponseSchema } from '@/domain/startup'
import { ApiError } from './api-error'
import { createApiClient } from './client'
import { createHttp } from './http'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function httpWith(
  answer: (url: string, init: RequestInit) => Promise<Response> | Response,
  extra = {},
) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(String(input), init ?? {}),
  )
  return {
    fetch,
    request: createHttp({
      baseUrl: 'https://api.test/api',
      getToken: async () => 'tok-1',
      fetch,
      ...extra,
    }),
  }
}

const failure = async (work: Promise<unknown>) => {
  try {
    await work
  } catch (error) {
    return error as ApiError
  }
  throw new Error('expected a failure')
}

describe('the HTTP layer', () => {
  it('sends the bearer token, the base URL and credentials when asked', async () => {
    const { fetch, request } = httpWith(() => json({ status: false }))
    await request('startups/isactive/u1', { withCredentials: true, schema: isActiveResponseSchema })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('https://api.test/api/startups/isactive/u1')
    expect(new Headers(init!.headers).get('Authorization')).toBe('Bearer tok-1')
    expect(init!.credentials).toBe('include')
  })

  it('accepts isactive answered with 201', async () => {
    const { request } = httpWith(() => json({ status: false }, 201))
    expect(await request('startups/isactive/u1', { schema: isActiveResponseSchema })).toEqual({
      status: false,
    })
  })

  it('turns a contract error body into an ApiError with its code, message and field', async () => {
    const { request } = httpWith(() =>
      json({ error: { code: 'invalid_input', message: 'email is wrong', field: 'email' } }, 422),
    )
    const error = await failure(request('users/adduser', { method: 'POST', json: {} }))
    expect(error).toMatchObject({
      status: 422,
      code: 'invalid_input',
      message: 'email is wrong',
      field: 'email',
    })
  })

  it('treats a 200 with an error msg code as an error', async () => {
    const { request } = httpWith(() => json({ msg: 'invalid_otp' }))
    const error = await failure(request('payments/verifypayment', { method: 'POST', json: {} }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error.code).toBe('invalid_otp')
    expect(error.message).toBe('That code is not right. Check it and try again.')
  })

  it('lets a 200 with a success msg through', async () => {
    const { request } = httpWith(() => json({ msg: 'otp sent' }))
    expect(await request('payments/getotp', { method: 'POST', json: {} })).toEqual({
      msg: 'otp sent',
    })
  })

  it('says the server could not be reached on a network failure, and offline when offline', async () => {
    const down = httpWith(() => Promise.reject(new TypeError('Failed to fetch')), {
      isOnline: () => true,
    })
    expect(await failure(down.request('startups/explore'))).toMatchObject({
      status: 0,
      code: 'network',
    })
    const offline = httpWith(() => Promise.reject(new TypeError('Failed to fetch')), {
      isOnline: () => false,
    })
    const error = await failure(offline.request('startups/explore'))
    expect(error.code).toBe('offline')
    expect(error.retryable).toBe(true)
  })

  it('tells the reachability tracker whether each request got an answer', async () => {
    const reachability = { reached: vi.fn(), missed: vi.fn() }
    let answer: () => Response = () => json({ msg: 'boom' }, 500)
    const { request } = httpWith(() => answer(), { reachability })
    // A server fault is still an answer: the server is there.
    await failure(request('startups/explore'))
    expect(reachability.reached).toHaveBeenCalledTimes(1)
    expect(reachability.missed).not.toHaveBeenCalled()
    answer = () => {
      throw new TypeError('Failed to fetch')
    }
    const error = await failure(request('startups/explore'))
    expect(error.status).toBe(0)
    expect(reachability.missed).toHaveBeenCalledTimes(1)
    expect(reachability.reached).toHaveBeenCalledTimes(1)
  })

  it('treats a token refresh that fails for want of a network as no answer', async () => {
    const reachability = { reached: vi.fn(), missed: vi.fn() }
    const fetch = vi.fn(async () => json({}))
    const request = createHttp({
      baseUrl: 'https://api.test/api',
      getToken: async () => {
        throw Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), {
          code: 'auth/network-request-failed',
        })
      },
      fetch,
      reachability,
      isOnline: () => true,
    })
    const error = await failure(request('users/u1'))
    expect(error).toMatchObject({ status: 0, code: 'network' })
    expect(reachability.missed).toHaveBeenCalledTimes(1)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('gives up after the timeout', async () => {
    const { request } = httpWith(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
      { timeoutMs: 20 },
    )
    expect(await failure(request('startups/explore'))).toMatchObject({ code: 'timeout', status: 0 })
  })

  it('refuses malformed JSON and answers that do not match the schema', async () => {
    const broken = httpWith(() => new Response('{"message": [', { status: 200 }))
    expect((await failure(broken.request('startups/explore'))).code).toBe('bad_response')
    const wrong = httpWith(() => json({ status: 'yes' }))
    expect((await failure(wrong.request('x', { schema: isActiveResponseSchema }))).code).toBe(
      'bad_response',
    )
  })

  it('maps an HTML error page to an error of its status, not a parse failure', async () => {
    const { request } = httpWith(() => new Response('<html>Bad Gateway</html>', { status: 502 }))
    expect(await failure(request('startups/explore'))).toMatchObject({
      status: 502,
      code: 'server',
    })
  })

  it('maps a 500 without a body to a retryable server error', async () => {
    const { request } = httpWith(() => new Response('', { status: 500 }))
    const error = await failure(request('startups/explore'))
    expect(error).toMatchObject({ status: 500, code: 'server' })
    expect(error.retryable).toBe(true)
  })
})

describe('the API client', () => {
  it('reads explore from { message } with the contract defaults', async () => {
    const api = createApiClient({
      baseUrl: '/api',
      getToken: async () => null,
      fetch: async () => json({ message: [{ _id: 's1', name: 'One' }] }),
    })
    const [startup] = await api.startups.explore()
    expect(startup).toMatchObject({ _id: 's1', fundsRecieved: 0, fundsRequired: 0, domain: [] })
  })

  it('reads the startup detail from the first element of data, or null', async () => {
    const found = createApiClient({
      baseUrl: '/api',
      getToken: async () => null,
      fetch: async () => json({ data: [{ _id: 's1', name: 'One', domain: 'IT' }] }),
    })
    expect((await found.startups.get('s1'))?.domain).toEqual(['IT'])
    const missing = createApiClient({
      baseUrl: '/api',
      getToken: async () => null,
      fetch: async () => json({ data: [] }),
    })
    expect(await missing.startups.get('nope')).toBeNull()
  })
})
