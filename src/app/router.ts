import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { ApiClient } from '@/api/client'
import { explorePagesQuery } from '@/api/startups'
import { parseExploreSearch } from '@/domain/explore'
import type { Role } from '@/domain/user'
import type { AuthStore } from '@/auth/auth-store'
import { routeTree } from '@/routeTree.gen'

export interface RouterContext {
  auth: AuthStore
  api: ApiClient
  queryClient: QueryClient
  /** Loads the dashboard's code and, for an investor, explore's first page, ahead of time. */
  prepareDashboard: (role: Role) => void
}

/**
 * `keepScrollAtStart`: the first render takes over a prerendered page the visitor may already
 * have scrolled, so it leaves the scroll where it is; every later navigation restores as usual.
 */
export function createAppRouter(
  context: Omit<RouterContext, 'prepareDashboard'>,
  history?: RouterHistory,
  { keepScrollAtStart = false }: { keepScrollAtStart?: boolean } = {},
) {
  let keepScroll = keepScrollAtStart
  const router = createRouter({
    routeTree,
    context: { ...context, prepareDashboard: (role: Role) => prepareDashboard(role) },
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
  function prepareDashboard(role: Role) {
    for (const id of ['/dashboard', '/dashboard/'] as const)
      void router.loadRouteChunk(router.routesById[id])
    if (role === 'investor')
      void context.queryClient.prefetchInfiniteQuery(
        explorePagesQuery(context.api, context.queryClient, parseExploreSearch({})),
      )
  }
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
