import {
  exploreResponseSchema,
  isActiveResponseSchema,
  startupDataResponseSchema,
  type Startup,
} from '@/domain/startup'
import type { HttpRequest } from './http'

export function startupsApi(request: HttpRequest) {
  return {
    /** GET startups/isactive/{uid}: whether this founder's startup is published (and its id, if told). */
    isActive: (uid: string) =>
      request(`startups/isactive/${encodeURIComponent(uid)}`, {
        withCredentials: true,
        schema: isActiveResponseSchema,
      }),
    /** GET startups/data/{id}: the startup, or null when the list is empty. */
    get: async (id: string): Promise<Startup | null> =>
      (
        await request(`startups/data/${encodeURIComponent(id)}`, {
          schema: startupDataResponseSchema,
        })
      ).data[0] ?? null,
    /** GET startups/explore: every published startup. */
    explore: async () =>
      (await request('startups/explore', { schema: exploreResponseSchema })).message,
    /** POST startups/create: the multipart creation payload. */
    create: (form: FormData) =>
      request('startups/create', { method: 'POST', form, withCredentials: true }),
  }
}
