import type { ApiClient } from './api-context'
import { queryOptions } from '@tanstack/react-query'
import { isApiError } from './api-error'
import type { HttpRequest } from './http'

/**
 * Analytics (docs/product.md#analytics), an optional extension: page views, and the founder's
 * figures (null when the server has no analytics).
 */

const analytics = () => import('@/domain/analytics')

export const analyticsKeys = {
  one: (id: string) => ['startups', 'analytics', id] as const,
}

export function analyticsApi(request: HttpRequest) {
  return {
    /** POST startups/view: counts one visit of a startup's page. */
    view: (startupid: string) => request('startups/view', { method: 'POST', json: { startupid } }),
    /** GET startups/analytics/{id} (the founder's own): null when the server has no analytics. */
    figures: async (id: string) => {
      try {
        return await request(`startups/analytics/${encodeURIComponent(id)}`, {
          withCredentials: true,
          schema: (await analytics()).analyticsSchema,
        })
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null
        throw error
      }
    },
  }
}

declare module './api-context' {
  interface ApiClient {
    analytics: ReturnType<typeof analyticsApi>
  }
}

export const analyticsQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: analyticsKeys.one(id), queryFn: () => api.analytics.figures(id) })
