import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Notifications } from '@/domain/notifications'
import { isApiError } from './api-error'
import { useApi, type ApiClient } from './api-context'
import type { HttpRequest } from './http'

/**
 * The notification centre (docs/product.md#notifications), an optional extension: a server
 * without it answers 404 and the app shows no bell.
 */

const schemas = () => import('@/domain/notifications')

export const notificationKeys = {
  mine: (uid: string) => ['users', uid, 'notifications'] as const,
}

export function notificationsApi(request: HttpRequest) {
  return {
    /** GET users/notifications/{uid}: the newest entries and the unread count; null without. */
    mine: async (uid: string): Promise<Notifications | null> => {
      try {
        return await request(`users/notifications/${encodeURIComponent(uid)}`, {
          withCredentials: true,
          schema: (await schemas()).notificationsResponseSchema,
        })
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null
        throw error
      }
    },
    /** POST users/notifications/read: these entries (all without `ids`); how many stay unread. */
    read: async (uid: string, ids?: string[]) =>
      request('users/notifications/read', {
        method: 'POST',
        json: ids ? { useruid: uid, ids } : { useruid: uid },
        withCredentials: true,
        schema: (await schemas()).readNotificationsResponseSchema,
      }),
  }
}

declare module './api-context' {
  interface ApiClient {
    notifications: ReturnType<typeof notificationsApi>
  }
}

/** How often an open app looks for new entries (and whenever it comes back into view). */
const POLL_MS = 60_000

export const notificationsQuery = (api: ApiClient, uid: string) =>
  queryOptions({
    queryKey: notificationKeys.mine(uid),
    queryFn: () => api.notifications.mine(uid),
    refetchInterval: POLL_MS,
    retry: false,
  })

/** Marks entries read (all without `ids`): the list shows them read at once, then reads again. */
export function useMarkRead(uid: string) {
  const api = useApi()
  const client = useQueryClient()
  const key = notificationKeys.mine(uid)
  return useMutation({
    mutationFn: (ids?: string[]) => api.notifications.read(uid, ids),
    onSuccess: ({ unread }, ids) =>
      client.setQueryData(key, (mine: Notifications | null | undefined) =>
        mine
          ? {
              unread,
              notifications: mine.notifications.map((entry) =>
                !ids || ids.includes(entry.id) ? { ...entry, read: true } : entry,
              ),
            }
          : mine,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  })
}
