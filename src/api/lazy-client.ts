import type { ApiClient } from './client'
import type { HttpConfig } from './http'

/**
 * The API adapter, loaded with its response schemas (Zod) at the first request rather than with
 * the first page: same methods, same behaviour, one dynamic import.
 */
export function createLazyApiClient(config: HttpConfig): ApiClient {
  let loaded: Promise<ApiClient> | undefined
  const client = () =>
    (loaded ??= import('./client').then(({ createApiClient }) => createApiClient(config)))
  return {
    users: {
      get: async (uid) => (await client()).users.get(uid),
      add: async (input) => (await client()).users.add(input),
    },
    startups: {
      isActive: async (uid) => (await client()).startups.isActive(uid),
      get: async (id) => (await client()).startups.get(id),
      explore: async () => (await client()).startups.explore(),
      create: async (form) => (await client()).startups.create(form),
    },
    payments: {
      history: async (uid) => (await client()).payments.history(uid),
      requestOtp: async (input) => (await client()).payments.requestOtp(input),
      verify: async (input) => (await client()).payments.verify(input),
    },
  }
}
