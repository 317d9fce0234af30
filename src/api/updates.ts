import { queryOptions, useMutation } from '@tanstack/react-query'
import type { PostUpdateInput } from '@/domain/updates'
import { useApi, type ApiClient } from './api-context'
import type { HttpRequest } from './http'
import { readAgain } from './read-again'
import { startupKeys } from './startups'

/**
 * Updates and the investor's feed (docs/product.md#updates), an optional extension: used only
 * where the server shows it has it (a key in its answers).
 */

const updates = () => import('@/domain/updates')

export const updateKeys = {
  updates: (id: string) => ['startups', 'updates', id] as const,
  feed: (uid: string) => ['users', uid, 'feed'] as const,
}

export function updatesApi(request: HttpRequest) {
  return {
    /** GET startups/updates/{id}: newest first. */
    list: async (id: string) =>
      (
        await request(`startups/updates/${encodeURIComponent(id)}`, {
          schema: (await updates()).updatesResponseSchema,
          keep: updateKeys.updates(id),
        })
      ).data,
    /** POST startups/postupdate. */
    post: async (input: PostUpdateInput) =>
      request('startups/postupdate', { method: 'POST', json: input, withCredentials: true }),
    /** GET users/feed/{uid}: updates of the startups the investor funded or follows. */
    feed: async (uid: string) =>
      (
        await request(`users/feed/${encodeURIComponent(uid)}`, {
          withCredentials: true,
          schema: (await updates()).feedResponseSchema,
          keep: updateKeys.feed(uid),
        })
      ).data,
  }
}

declare module './api-context' {
  interface ApiClient {
    updates: ReturnType<typeof updatesApi>
  }
}

export const updatesQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: updateKeys.updates(id), queryFn: () => api.updates.list(id) })

export const feedQuery = (api: ApiClient, uid: string) =>
  queryOptions({ queryKey: updateKeys.feed(uid), queryFn: () => api.updates.feed(uid) })

/** Posts an update; the startup (its 'Updated …') and its updates are read again. */
export function usePostUpdate() {
  const api = useApi()
  return useMutation({
    mutationFn: (input: PostUpdateInput) => api.updates.post(input),
    onSuccess: (_answer, input, _result, { client }) =>
      readAgain(
        client,
        updateKeys.updates(input.startupid),
        startupKeys.one(input.startupid),
        startupKeys.explore(),
      ),
  })
}
