import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { riskCheckDue } from '@/domain/risk'
import type { AddUserInput } from '@/domain/user'
import { useApi, type ApiClient } from './api-context'
import { isApiError } from './api-error'
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
    /** POST users/acknowledgerisk (optional extension): records that the risks were read. */
    acknowledgeRisk: async (uid: string) =>
      request('users/acknowledgerisk', {
        method: 'POST',
        json: { useruid: uid },
        withCredentials: true,
        schema: (await schemas()).acknowledgeRiskResponseSchema,
      }),
  }
}

declare module './api-context' {
  interface ApiClient {
    users: ReturnType<typeof usersApi>
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
  return useMutation({
    mutationFn: async (input: AddUserInput) => {
      try {
        await api.users.add(input)
      } catch (error) {
        if (!(isApiError(error) && error.status === 409)) throw error
      }
    },
    onSettled: (_answer, _error, input, _result, { client }) =>
      client.invalidateQueries({ queryKey: userKeys.one(input.useruid) }),
  })
}

/**
 * Records that the investor has read the risks (docs/product.md#risk-check); their record shows
 * it at once, so the check is not shown again.
 */
export function useAcknowledgeRisk() {
  const api = useApi()
  return useMutation({
    mutationFn: (uid: string) => api.users.acknowledgeRisk(uid),
    onSuccess: ({ riskAcknowledgedAt }, uid, _result, { client }) =>
      client.setQueryData(userQuery(api, uid).queryKey, (record) =>
        record ? { ...record, riskAcknowledgedAt } : record,
      ),
  })
}

/**
 * Whether the investor must acknowledge the risks before a code: never on a server without the
 * risk check. A refusal for want of it (`risk_not_acknowledged`) reads their record again.
 */
export function useRiskCheck(uid: string) {
  const api = useApi()
  const queryClient = useQueryClient()
  const record = useQuery(userQuery(api, uid))
  // As of when the asking screen opened (the invest dialog mounts afresh each time).
  const [openedAt] = useState(() => Date.now())
  return {
    due: riskCheckDue(record.data?.riskAcknowledgedAt, openedAt),
    refreshAfter: (error: unknown) => {
      if (isApiError(error) && error.code === 'risk_not_acknowledged')
        void queryClient.invalidateQueries({ queryKey: userKeys.one(uid) })
    },
  }
}
