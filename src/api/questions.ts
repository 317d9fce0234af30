import {
  queryOptions,
  useMutation,
  useQueryClient,
  type MutationOptions,
} from '@tanstack/react-query'
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
    ask: (input: AskInput) =>
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

export interface AskInput {
  useruid: string
  startupid: string
  question: string
}

/** Asks a question; the startup's questions are read again. May wait for the network (outbox.ts). */
export const askAction = (api: ApiClient) =>
  ({
    mutationKey: ['outbox', 'ask'],
    mutationFn: (input: AskInput) => api.questions.ask(input),
    onSuccess: (_answer, { startupid }, _result, { client }) =>
      readAgain(client, questionKeys.list(startupid), startupKeys.one(startupid)),
  }) satisfies MutationOptions<unknown, Error, AskInput>

/** Answers or hides a question; the startup's questions are read again. */
export function useQuestionAction(startupId: string) {
  const api = useApi()
  const queryClient = useQueryClient()
  const refresh = () =>
    readAgain(queryClient, questionKeys.list(startupId), startupKeys.one(startupId))
  return {
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
