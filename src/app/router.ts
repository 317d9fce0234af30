import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { ApiClient } from '@/api/client'
import type { AuthStore } from '@/auth/auth-store'
import { routeTree } from '@/routeTree.gen'

export interface RouterContext {
  auth: AuthStore
  api: ApiClient
  queryClient: QueryClient
}

/**
 * `keepScrollAtStart`: the first render takes over a prerendered page the visitor may already
 * have scrolled, so it leaves the scroll where it is; every later navigation restores as usual.
 */
export function createAppRouter(
  context: RouterContext,
  history?: RouterHistory,
  { keepScrollAtStart = false }: { keepScrollAtStart?: boolean } = {},
) {
  let keepScroll = keepScrollAtStart
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: () => {
      if (!keepScroll) return true
      keepScroll = false
      return false
    },
    defaultPendingMs: 300,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
