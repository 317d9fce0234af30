import {
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { Startup } from '@/domain/startup'
import type { PostUpdateInput } from '@/domain/updates'
import { useApi } from './api-context'
import { isApiError } from './api-error'
import type { ApiClient } from './client'
import type { HttpRequest } from './http'
import { startupKeys, startupQuery } from './startups'
import { userKeys, userQuery } from './users'

/**
 * The optional extensions that keep founders and investors in touch (docs/product.md#contract):
 * updates and the investor's feed, questions and answers, following and the founder's
 * analytics. Each is used only where the server shows it has it (a key in its answers).
 */

const updates = () => import('@/domain/updates')
const questions = () => import('@/domain/questions')
const following = () => import('@/domain/following')
const analytics = () => import('@/domain/analytics')

export const engagementKeys = {
  updates: (id: string) => ['startups', 'updates', id] as const,
  questions: (id: string) => ['startups', 'questions', id] as const,
  analytics: (id: string) => ['startups', 'analytics', id] as const,
  feed: (uid: string) => ['users', uid, 'feed'] as const,
}

export function engagementApi(request: HttpRequest) {
  return {
    /** GET startups/updates/{id}: newest first. */
    updates: async (id: string) =>
      (
        await request(`startups/updates/${encodeURIComponent(id)}`, {
          schema: (await updates()).updatesResponseSchema,
          keep: engagementKeys.updates(id),
        })
      ).data,
    /** POST startups/postupdate. */
    postUpdate: async (input: PostUpdateInput) =>
      request('startups/postupdate', { method: 'POST', json: input, withCredentials: true }),
    /** GET users/feed/{uid}: updates of the startups the investor funded or follows. */
    feed: async (uid: string) =>
      (
        await request(`users/feed/${encodeURIComponent(uid)}`, {
          withCredentials: true,
          schema: (await updates()).feedResponseSchema,
          keep: engagementKeys.feed(uid),
        })
      ).data,
    /** GET startups/questions/{id}: newest first, hidden ones left out. */
    questions: async (id: string) =>
      (
        await request(`startups/questions/${encodeURIComponent(id)}`, {
          schema: (await questions()).questionsResponseSchema,
          keep: engagementKeys.questions(id),
        })
      ).data,
    ask: (input: { useruid: string; startupid: string; question: string }) =>
      request('startups/ask', { method: 'POST', json: input, withCredentials: true }),
    answer: (input: { useruid: string; questionid: string; answer: string }) =>
      request('startups/answer', { method: 'POST', json: input, withCredentials: true }),
    hideQuestion: (input: { useruid: string; questionid: string }) =>
      request('startups/hidequestion', { method: 'POST', json: input, withCredentials: true }),
    /** POST users/follow: the new list of followed startups. */
    follow: async (input: { useruid: string; startupid: string; follow: boolean }) =>
      (
        await request('users/follow', {
          method: 'POST',
          json: input,
          withCredentials: true,
          schema: (await following()).followResponseSchema,
        })
      ).following,
    /** POST startups/view: counts one visit of a startup's page. */
    view: (startupid: string) => request('startups/view', { method: 'POST', json: { startupid } }),
    /** GET startups/analytics/{id} (the founder's own): null when the server has no analytics. */
    analytics: async (id: string) => {
      try {
        return await request(`startups/analytics/${encodeURIComponent(id)}`, {
          withCredentials: true,
          schema: (await analytics()).analyticsSchema,
        })
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null
        throw error
      }
    },
  }
}

export const updatesQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: engagementKeys.updates(id),
    queryFn: () => api.engagement.updates(id),
  })

export const feedQuery = (api: ApiClient, uid: string) =>
  queryOptions({ queryKey: engagementKeys.feed(uid), queryFn: () => api.engagement.feed(uid) })

export const questionsQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: engagementKeys.questions(id),
    queryFn: () => api.engagement.questions(id),
  })

export const analyticsQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: engagementKeys.analytics(id),
    queryFn: () => api.engagement.analytics(id),
  })

/** Posts an update; the startup (its 'Updated …') and its updates are read again. */
export function usePostUpdate() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PostUpdateInput) => api.engagement.postUpdate(input),
    onSuccess: (_answer, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: engagementKeys.updates(input.startupid) }),
        queryClient.invalidateQueries({ queryKey: startupKeys.one(input.startupid) }),
        queryClient.invalidateQueries({ queryKey: startupKeys.explore() }),
      ]),
  })
}

/** Asks, answers or hides a question; the startup's questions are read again. */
export function useQuestionAction(startupId: string) {
  const api = useApi()
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: engagementKeys.questions(startupId) }),
      queryClient.invalidateQueries({ queryKey: startupKeys.one(startupId) }),
    ])
  return {
    ask: useMutation({
      mutationFn: (input: { useruid: string; question: string }) =>
        api.engagement.ask({ ...input, startupid: startupId }),
      onSuccess: refresh,
    }),
    answer: useMutation({
      mutationFn: (input: { useruid: string; questionid: string; answer: string }) =>
        api.engagement.answer(input),
      onSuccess: refresh,
    }),
    hide: useMutation({
      mutationFn: (input: { useruid: string; questionid: string }) =>
        api.engagement.hideQuestion(input),
      onSuccess: refresh,
    }),
  }
}

/** Follows or unfollows; the investor's record shows the new list at once. */
export function useFollow(uid: string) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { startupid: string; follow: boolean }) =>
      api.engagement.follow({ useruid: uid, ...input }),
    onSuccess: (following) => {
      queryClient.setQueryData(userKeys.one(uid), (record: { following?: string[] } | undefined) =>
        record ? { ...record, following } : record,
      )
      return queryClient.invalidateQueries({ queryKey: engagementKeys.feed(uid) })
    },
  })
}

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
