import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import type { ApiClient } from '@/api/client'
import type { AuthStore } from '@/auth/auth-store'
import { routeTree } from '@/routeTree.gen'

export interface RouterContext {
  auth: AuthStore
  api: ApiClient
  queryClient: QueryClient
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingMs: 300,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
