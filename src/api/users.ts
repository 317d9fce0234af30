import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { AddUserInput } from '@/domain/user'
import { useApi } from '@/lib/services'
import { isApiError } from './api-error'
import type { ApiClient } from './client'
import type { HttpRequest } from './http'

/** Users: the fetchers, their query keys and options, and the write with its invalidation. */

// Schemas load with the first call, not with the pages that only name a query.
const schemas = () => import('@/domain/user')

export const userKeys = {
  all: ['users'] as const,
  one: (uid: string) => ['users', uid] as const,
}

// The user's own record is kept on the device (`keep`): the dashboard cannot open offline without it.
export function usersApi(request: HttpRequest) {
  return {
    /** GET users/getuser/{uid}: whether the product has a record of this user, and its role. */
    get: async (uid: string) =>
      request(`users/getuser/${encodeURIComponent(uid)}`, {
        withCredentials: true,
        schema: (await schemas()).getUserResponseSchema,
        keep: userKeys.one(uid),
      }),
    /** POST users/adduser: creates the user's record with the chosen role. */
    add: (input: AddUserInput) =>
      request('users/adduser', { method: 'POST', json: input, withCredentials: true }),
  }
}

export const userQuery = (api: ApiClient, uid: string) =>
  queryOptions({ queryKey: userKeys.one(uid), queryFn: () => api.users.get(uid) })

/**
 * Records the user with their role; their record is read again afterwards. A record that
 * already exists (another tab, a retry) counts as done.
 */
export function useAddUser() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: AddUserInput) => {
      try {
        await api.users.add(input)
      } catch (error) {
        if (!(isApiError(error) && error.status === 409)) throw error
      }
    },
    onSettled: (_answer, _error, input) =>
      queryClient.invalidateQueries({ queryKey: userKeys.one(input.useruid) }),
  })
}
