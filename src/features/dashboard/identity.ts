import { useQuery, type QueryClient } from '@tanstack/react-query'
import { isActiveQuery, startupKeys } from '@/api/startups'
import { userKeys, userQuery } from '@/api/users'
import type { GetUserResponse, Role } from '@/domain/user'
import type { StartupState } from '@/domain/startup-state'
import { useApi } from '@/lib/services'

/**
 * Who is on the dashboard: the role and (for founders) the startup state. They live in the
 * query cache, which the dashboard route fills before anything renders; the router's context
 * carries the signed-in user only.
 */
export interface Identity {
  role: Role
  startupState?: StartupState | undefined
}

function stateOf(query: { status: string; data?: { status: boolean } | undefined }) {
  if (query.data) return query.data.status ? 'active' : 'inactive'
  return query.status === 'error' ? 'error' : undefined
}

/** For guards (beforeLoad): read without subscribing. */
export function identityFrom(queryClient: QueryClient, uid: string): Identity {
  const record = queryClient.getQueryData<GetUserResponse>(userKeys.one(uid))
  const role = record?.role ?? 'investor'
  const active = queryClient.getQueryState<{ status: boolean }>(startupKeys.isActive(uid))
  return {
    role,
    startupState:
      role === 'startup' && active
        ? stateOf({ status: active.status, data: active.data })
        : undefined,
  }
}

/** For screens: the same, kept up to date as the cache changes (a recheck, a publication). */
export function useIdentity(uid: string): Identity {
  const api = useApi()
  const record = useQuery(userQuery(api, uid))
  const role = record.data?.role ?? 'investor'
  const active = useQuery({ ...isActiveQuery(api, uid), enabled: role === 'startup' })
  return { role, startupState: role === 'startup' ? stateOf(active) : undefined }
}
