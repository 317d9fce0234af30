import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { STARTUP_CREATE_TEXT_FIELDS, type StartupCreateFields } from '@/domain/startup-fields'
import type { Startup } from '@/domain/startup'
import { useApi } from '@/lib/services'
import type { ApiClient } from './client'
import type { HttpRequest } from './http'

/** Startups: the fetchers, their query keys and options, and the writes with their invalidation. */

// Schemas load with the first call, not with the pages that only name a query.
const schemas = () => import('@/domain/startup')

export const startupKeys = {
  all: ['startups'] as const,
  explore: () => ['startups', 'explore'] as const,
  one: (id: string) => ['startups', 'data', id] as const,
  isActive: (uid: string) => ['startups', 'isactive', uid] as const,
}

// Explore, the startup pages seen and the founder's startup state are kept on the device
// (`keep`) for offline use, under the query keys they fill.
export function startupsApi(request: HttpRequest) {
  return {
    /** GET startups/isactive/{uid}: whether this founder's startup is published (and its id, if told). */
    isActive: async (uid: string) =>
      request(`startups/isactive/${encodeURIComponent(uid)}`, {
        withCredentials: true,
        schema: (await schemas()).isActiveResponseSchema,
        keep: startupKeys.isActive(uid),
      }),
    /** GET startups/data/{id}: the startup, or null when the list is empty. */
    get: async (id: string): Promise<Startup | null> =>
      (
        await request(`startups/data/${encodeURIComponent(id)}`, {
          schema: (await schemas()).startupDataResponseSchema,
          keep: startupKeys.one(id),
        })
      ).data[0] ?? null,
    /** GET startups/explore: every published startup. */
    explore: async () =>
      (
        await request('startups/explore', {
          schema: (await schemas()).exploreResponseSchema,
          keep: startupKeys.explore(),
        })
      ).message,
    /** POST startups/create: the multipart creation payload. */
    create: (form: FormData) =>
      request('startups/create', { method: 'POST', form, withCredentials: true }),
  }
}

export const exploreQuery = (api: ApiClient) =>
  queryOptions({ queryKey: startupKeys.explore(), queryFn: () => api.startups.explore() })

export const startupQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: startupKeys.one(id), queryFn: () => api.startups.get(id) })

export const isActiveQuery = (api: ApiClient, uid: string) =>
  queryOptions({ queryKey: startupKeys.isActive(uid), queryFn: () => api.startups.isActive(uid) })

/** The multipart body of POST startups/create, from typed fields and the two files. */
export function startupCreateForm(fields: StartupCreateFields, logo: File, report: File) {
  const form = new FormData()
  form.append('report', report)
  form.append('logo', logo)
  for (const name of STARTUP_CREATE_TEXT_FIELDS) form.append(name, String(fields[name]))
  return form
}

/**
 * Publishes the founder's startup; explore and the founder's startup state are read again.
 * Takes typed fields and builds the multipart body itself.
 */
export function useCreateStartup() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      fields,
      logo,
      report,
    }: {
      fields: StartupCreateFields
      logo: File
      report: File
    }) => api.startups.create(startupCreateForm(fields, logo, report)),
    onSuccess: (_answer, { fields }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: startupKeys.explore() }),
        queryClient.invalidateQueries({ queryKey: startupKeys.isActive(String(fields.useruid)) }),
      ]),
  })
}

/** Asks the server again whether the founder's startup is published (after an error). */
export function useRecheckStartupState(uid: string) {
  const queryClient = useQueryClient()
  return () => queryClient.resetQueries({ queryKey: startupKeys.isActive(uid) })
}
