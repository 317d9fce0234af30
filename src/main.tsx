import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createApiClient } from '@/api/client'
import { dexieAnswerStore, withOfflineCache } from '@/api/offline-cache'
import { createAuthStore } from '@/auth/auth-store'
import { createAuthAdapter } from '@/auth/create-auth'
import { createGoogleChooser } from '@/auth/google-chooser'
import { App } from '@/app/app'
import { apiBaseUrl, env } from '@/app/env'
import { createQueryClient } from '@/app/query-client'
import type { AppServices } from '@/app/services'
import { registerAppWorker, startDemoBackend } from '@/app/start-backend'
import { createInstallStore } from '@/pwa/install'
import { createUpdateStore } from '@/pwa/update'

async function main() {
  // The demo backend starts in parallel with auth; API calls wait for it, the first paint does not.
  const backend = env.VITE_API_MODE === 'demo' ? startDemoBackend() : null
  const install = createInstallStore()
  const update = createUpdateStore(
    backend ? backend.then((b) => b.registration).catch(() => null) : registerAppWorker(),
  )
  const chooser = createGoogleChooser()
  const adapter = await createAuthAdapter(env, chooser)
  const initialUser = await adapter.ready()
  const auth = createAuthStore(adapter, initialUser)
  const client = createApiClient({
    baseUrl: apiBaseUrl(env),
    getToken: auth.getIdToken,
    fetch: async (input, init) => {
      await backend
      return fetch(input, init)
    },
  })
  // Remote mode keeps explore and the startup pages seen on the device for offline use.
  const { api, ages } =
    env.VITE_API_MODE === 'remote'
      ? withOfflineCache(client, dexieAnswerStore())
      : { api: client, ages: undefined }
  const services: AppServices = {
    api,
    ...(ages ? { savedAges: ages } : {}),
    auth,
    chooser,
    env,
    pwa: { update, install },
    ...(backend ? { resetDemo: async () => (await backend).reset() } : {}),
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App services={services} queryClient={createQueryClient()} />
    </StrictMode>,
  )
}

void main()
