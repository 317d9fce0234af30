import { queryOptions, useMutation } from '@tanstack/react-query'
import type { InviteInput } from '@/domain/invite'
import { useApi, type ApiClient } from './api-context'
import { readAgain } from './read-again'
import type { HttpRequest } from './http'
import { startupKeys } from './startups'

/** Invite-only listings (an optional extension): the founder's link, and turning it on or off. */

const schemas = () => import('@/domain/invite')

export const inviteKeys = {
  one: (startupId: string) => ['startups', 'invite', startupId] as const,
}

export function invitesApi(request: HttpRequest) {
  return {
    /** GET startups/invite/{id}: whether it is invite-only, and its link's code (founder only). */
    get: async (startupId: string) =>
      request(`startups/invite/${encodeURIComponent(startupId)}`, {
        schema: (await schemas()).inviteResponseSchema,
      }),
    /** POST startups/invite: invite-only on or off, or a new link. */
    set: async (input: InviteInput) =>
      request('startups/invite', {
        method: 'POST',
        json: input,
        schema: (await schemas()).inviteResponseSchema,
      }),
  }
}

declare module './api-context' {
  interface ApiClient {
    invites: ReturnType<typeof invitesApi>
  }
}

export const inviteQuery = (api: ApiClient, startupId: string) =>
  queryOptions({
    queryKey: inviteKeys.one(startupId),
    queryFn: () => api.invites.get(startupId),
  })

/** Changes invite-only or the link; the answer is the new state, and the startup is read again. */
export function useSetInvite(startupId: string) {
  const api = useApi()
  return useMutation({
    mutationFn: (input: Omit<InviteInput, 'startupid'>) =>
      api.invites.set({ ...input, startupid: startupId }),
    onSuccess: (state, _input, _result, { client }) => {
      client.setQueryData(inviteKeys.one(startupId), state)
      return readAgain(client, startupKeys.one(startupId), startupKeys.explore())
    },
  })
}
