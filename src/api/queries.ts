import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from './client'

/** Query keys, one factory per resource, so invalidation after a write is exact. */
export const queryKeys = {
  user: (uid: string) => ['users', uid] as const,
  isActive: (uid: string) => ['startups', 'isactive', uid] as const,
  explore: () => ['startups', 'explore'] as const,
  startup: (id: string) => ['startups', 'data', id] as const,
  history: (uid: string) => ['payments', 'history', uid] as const,
}

export const userQuery = (api: ApiClient, uid: string) =>
  queryOptions({ queryKey: queryKeys.user(uid), queryFn: () => api.users.get(uid) })

export const isActiveQuery = (api: ApiClient, uid: string) =>
  queryOptions({ queryKey: queryKeys.isActive(uid), queryFn: () => api.startups.isActive(uid) })

export const exploreQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.explore(), queryFn: () => api.startups.explore() })

export const startupQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: queryKeys.startup(id), queryFn: () => api.startups.get(id) })

export const historyQuery = (api: ApiClient, uid: string) =>
  queryOptions({ queryKey: queryKeys.history(uid), queryFn: () => api.payments.history(uid) })
