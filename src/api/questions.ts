import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useApi, type ApiClient } from './api-context'
import type { HttpRequest } from './http'
import { readAgain } from './read-again'
import { startupKeys } from './startups'

/**
 * Questions and answers (docs/product.md#questions), an optional extension: used only where the
 * server shows it has it (a key in its answers).
 */

const questions = () => import('@/domain/questions')

export const questionKeys = {
  list: (id: string) => ['startups', 'questions', id] as const,
}

export function questionsApi(request: HttpRequest) {
  return {
    /** GET startups/questions/{id}: newest first, hidden ones left out. */
    list: async (id: string) =>
      (
        await request(`startups/questions/${encodeURIComponent(id)}`, {
          schema: (await questions()).questionsResponseSchema,
          keep: questionKeys.list(id),
        })
      ).data,
    ask: (input: { useruid: string; startupid: string; question: string }) =>
      request('startups/ask', { method: 'POST', json: input, withCredentials: true }),
    answer: (input: { useruid: string; questionid: string; answer: string }) =>
      request('startups/answer', { method: 'POST', json: input, withCredentials: true }),
    hide: (input: { useruid: string; questionid: string }) =>
      request('startups/hidequestion', { method: 'POST', json: input, withCredentials: true }),
  }
}

declare module './api-context' {
  interface ApiClient {
    questions: ReturnType<typeof questionsApi>
  }
}

export const questionsQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: questionKeys.list(id), queryFn: () => api.questions.list(id) })

/** Asks, answers or hides a question; the startup's questions are read again. */
export function useQuestionAction(startupId: string) {
  const api = useApi()
  const queryClient = useQueryClient()
  const refresh = () =>
    readAgain(queryClient, questionKeys.list(startupId), startupKeys.one(startupId))
  return {
    ask: useMutation({
      mutationFn: (input: { useruid: string; question: string }) =>
        api.questions.ask({ ...input, startupid: startupId }),
      onSuccess: refresh,
    }),
    answer: useMutation({
      mutationFn: (input: { useruid: string; questionid: string; answer: string }) =>
        api.questions.answer(input),
      onSuccess: refresh,
    }),
    hide: useMutation({
      mutationFn: (input: { useruid: string; questionid: string }) => api.questions.hide(input),
      onSuccess: refresh,
    }),
  }
}
