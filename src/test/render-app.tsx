import { QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createServices } from '@/app/create-services'
import { AppProviders } from '@/app/providers'
import type { AppServices } from '@/lib/services'
import { createAuthStore } from '@/auth/auth-store'
import { signedOutAuth } from '@/auth/signed-out'
import type { AuthAdapter } from '@/auth/types'

export const TEST_API = 'http://api.test/api'

/** Nobody signed in; requests still carry a token the test servers can check. */
const signedOut: AuthAdapter = { ...signedOutAuth, getIdToken: async () => 'test-token' }

/** Renders UI with the real API client (against TEST_API), providers and a router. */
export function renderApp(
  ui: ReactNode,
  {
    timeoutMs = 2000,
    services: extra = {},
  }: { timeoutMs?: number; services?: Partial<AppServices> } = {},
) {
  const services = createServices({
    auth: createAuthStore(signedOut, null),
    api: { baseUrl: TEST_API, timeoutMs, isOnline: () => true },
    ...extra,
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  return render(
    <AppProviders services={services} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
}

/** `renderApp`, resolved once the router has rendered `ui` (its first render is asynchronous). */
export async function renderAppRendered(ui: ReactNode, options?: Parameters<typeof renderApp>[1]) {
  const result = renderApp(
    <>
      {ui}
      <span data-testid="app-rendered" />
    </>,
    options,
  )
  await screen.findByTestId('app-rendered')
  return result
}
