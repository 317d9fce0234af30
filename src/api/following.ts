import { queryOptions, useQueries, useQuery, type MutationOptions } from '@tanstack/react-query'
import type { Startup } from '@/domain/startup'
import { useApi, type ApiClient } from './api-context'
import type { HttpRequest } from './http'
import { readAgain } from './read-again'
import { startupQuery } from './startups'
import { updateKeys } from './updates'
import { userKeys, userQuery } from './users'

/**
 * Following startups (docs/product.md#following), an optional extension: the investor's record
 * lists whom they follow when the server has it.
 */

const following = () => import('@/domain/following')

export const followingKeys = {
  followers: (id: string) => ['startups', 'followers', id] as const,
}

export function followingApi(request: HttpRequest) {
  return {
    /** POST users/follow: the new list of followed startups. */
    follow: async (input: FollowInput) =>
      (
        await request('users/follow', {
          method: 'POST',
          json: input,
          withCredentials: true,
          schema: (await following()).followResponseSchema,
        })
      ).following,
    /** GET startups/followers/{id}: how many investors follow the startup. */
    followers: async (id: string) =>
      (
        await request(`startups/followers/${encodeURIComponent(id)}`, {
          schema: (await following()).followersResponseSchema,
        })
      ).followers,
  }
}

declare module './api-context' {
  interface ApiClient {
    following: ReturnType<typeof followingApi>
  }
}

/**
 * How many follow a startup. A server without the count answers an error, and the page shows
 * no count: asked once, not retried.
 */
export const followersQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: followingKeys.followers(id),
    queryFn: () => api.following.followers(id),
    retry: false,
  })

export interface FollowInput {
  useruid: string
  startupid: string
  follow: boolean
}

/**
 * Follows or unfollows; the investor's record shows the new list at once, the count next. An
 * action that may wait for the network (src/api/outbox.ts).
 */
export const followAction = (api: ApiClient) =>
  ({
    mutationKey: ['outbox', 'follow'],
    mutationFn: (input: FollowInput) => api.following.follow(input),
    onSuccess: (following, { useruid, startupid }, _result, { client }) => {
      client.setQueryData(userKeys.one(useruid), (record: { following?: string[] } | undefined) =>
        record ? { ...record, following } : record,
      )
      return readAgain(client, updateKeys.feed(useruid), followingKeys.followers(startupid))
    },
  }) satisfies MutationOptions<string[], Error, FollowInput>

/**
 * The startups an investor follows: `ids` undefined when the server has no following (the
 * user's record lacks the key), `startups` once each has been read (unknown ones left out).
 */
export function useFollowed(uid: string | undefined) {
  const api = useApi()
  const record = useQuery({ ...userQuery(api, uid ?? ''), enabled: Boolean(uid) })
  const ids = record.data?.following
  const queries = useQueries({
    queries: (ids ?? []).map((id) => startupQuery(api, id)),
    combine: (results) => ({
      pending: results.some((result) => result.isPending),
      error: results.find((result) => result.isError)?.error ?? null,
      startups: results.flatMap((result) => (result.data ? [result.data] : [])) as Startup[],
    }),
  })
  return { ids, ...queries }
}
