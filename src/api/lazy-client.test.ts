import { describe, expect, it, vi } from 'vitest'
import { createLazyApiClient } from './lazy-client'

describe('createLazyApiClient', () => {
  it('sends each call through the real client once it has loaded, schemas included', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('startups/explore')
        ? Response.json({ message: [] })
        : Response.json({ data: 'not a list' }),
    )
    const api = createLazyApiClient({
      baseUrl: 'http://api.test/api',
      getToken: async () => 't',
      fetch,
    })
    expect(fetch).not.toHaveBeenCalled()
    await expect(api.startups.explore()).resolves.toEqual([])
    // The history answer breaks its schema: the real client's validation runs.
    await expect(api.payments.history('u1')).rejects.toMatchObject({ code: 'bad_response' })
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      'http://api.test/api/startups/explore',
      'http://api.test/api/payments/history/u1',
    ])
  })
})
