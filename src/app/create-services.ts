import { createApiClient } from '@/api/client'
import type { HttpConfig } from '@/api/http'
import { createAuthStore, type AuthStore } from '@/auth/auth-store'
import { createGoogleChooser } from '@/auth/google-chooser'
import { signedOutAuth } from '@/auth/signed-out'
import { parseEnv } from '@/lib/env'
import type { AppServices } from '@/lib/services'

export interface ServiceOverrides extends Partial<Omit<AppServices, 'api' | 'auth'>> {
  auth?: AuthStore
  /** The API client itself, or how to make one (base URL, timeouts …) with the auth's tokens. */
  api?: AppServices['api'] | Partial<Omit<HttpConfig, 'getToken'>>
}

/**
 * The one way to put the app's services together: the app, the prerendered pages, the
 * component tests and the stories each say only what differs. By default nobody is signed in,
 * the API is the same origin's /api, and the flags are the defaults.
 */
export function createServices(overrides: ServiceOverrides = {}): AppServices {
  const { auth = createAuthStore(signedOutAuth, null), api, ...rest } = overrides
  const client =
    api && 'users' in api
      ? api
      : createApiClient({ baseUrl: '/api', ...api, getToken: auth.getIdToken })
  return {
    chooser: createGoogleChooser(),
    env: parseEnv({}),
    ...rest,
    auth,
    api: client,
  }
}
