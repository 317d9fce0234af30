import { queryOptions, useMutation } from '@tanstack/react-query'
import type { PushState, PushSubscriptionJson, PushSwitches } from '@/domain/push'
import { isApiError } from './api-error'
import { useApi, type ApiClient } from './api-context'
import type { HttpRequest } from './http'

/**
 * Web Push (docs/product.md#notifications), an optional extension: a server without it answers
 * 404 and the app offers no 'Turn on notifications'.
 */

const schemas = () => import('@/domain/push')

export const pushKeys = {
  mine: (uid: string) => ['users', uid, 'push'] as const,
}

export function pushApi(request: HttpRequest) {
  const post = async (path: string, json: object) =>
    request(`users/push/${path}`, {
      method: 'POST',
      json,
      schema: (await schemas()).pushStateSchema,
    })
  return {
    /** GET users/push/{uid}: the server's key, the person's devices and switches; null without. */
    mine: async (uid: string): Promise<PushState | null> => {
      try {
        return await request(`users/push/${encodeURIComponent(uid)}`, {
          schema: (await schemas()).pushStateSchema,
        })
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null
        throw error
      }
    },
    subscribe: (uid: string, subscription: PushSubscriptionJson | 'this-device') =>
      post(
        'subscribe',
        subscription === 'this-device'
          ? { useruid: uid, thisDevice: true }
          : { useruid: uid, subscription },
      ),
    unsubscribe: (uid: string, endpoint: string) => post('unsubscribe', { useruid: uid, endpoint }),
    switches: (uid: string, switches: Partial<PushSwitches>) =>
      post('switches', { useruid: uid, switches }),
  }
}

declare module './api-context' {
  interface ApiClient {
    push: ReturnType<typeof pushApi>
  }
}

export const pushQuery = (api: ApiClient, uid: string) =>
  queryOptions({ queryKey: pushKeys.mine(uid), queryFn: () => api.push.mine(uid), retry: false })

/** A change of the person's pushes (a device on or off, a switch); the answer is the new state. */
export function useChangePush(uid: string) {
  const api = useApi()
  return useMutation({
    mutationFn: (change: (push: ApiClient['push']) => Promise<PushState>) => change(api.push),
    onSuccess: (state, _change, _result, { client }) =>
      client.setQueryData(pushKeys.mine(uid), state),
  })
}
