import { QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createApiClient } from '@/api/client'
import { parseEnv } from '@/app/env'
import { AppProviders } from '@/app/providers'
import type { AppServices } from '@/app/services'
import { createAuthStore } from '@/auth/auth-store'
import { createGoogleChooser } from '@/auth/google-chooser'
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
  const auth = createAuthStore(signedOut, null)
  const services: AppServices = {
    api: createApiClient({
      baseUrl: TEST_API,
      getToken: auth.getIdToken,
      timeoutMs,
      isOnline: () => true,
    }),
    auth,
    chooser: createGoogleChooser(),
    env: parseEnv({}),
    ...extra,
  }
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
