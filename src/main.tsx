import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react'
import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { createApiClient } from '@/api/client'
import { errorMessage } from '@/api/api-error'
import { dexieAnswerStore, offlineCache } from '@/api/offline-cache'
import { createOutbox, dexieOutboxStore } from '@/api/outbox'
import { probeServer, trackReachability } from '@/api/reachability'
import { createAuthStore } from '@/auth/auth-store'
import { createAuthAdapter } from '@/auth/create-auth'
import { createGoogleChooser } from '@/auth/google-chooser'
import { toast } from '@/components/ui/toaster-host'
import { App } from '@/app/app'
import { createServices } from '@/app/create-services'
import { apiBaseUrl, env } from '@/lib/env'
import { demoClock } from '@/lib/demo-clock'
import { createQueryClient } from '@/lib/query-client'
import { createAppRouter } from '@/app/router'
import { registerAppWorker, startDemoBackend } from '@/app/start-backend'
import { showStartFailure } from '@/app/start-failure'
import { startWhenNeeded } from '@/app/start-when-needed'
import { earlyPageState, rememberSignedIn, takeOver } from '@/app/take-over'
import { createInstallStore } from '@/pwa/install'
import { PAGE_STATE_ID } from '@/pwa/pages'
import { createUpdateStore } from '@/pwa/update'

async function main() {
  // The demo backend (and with it the service worker) starts when first needed: an API call,
  // the first interaction, or a quiet moment after load. The first paint never waits for it.
  const demo = env.VITE_API_MODE === 'demo'
  const backend = demo ? startWhenNeeded(startDemoBackend) : null
  const appWorker = demo ? null : startWhenNeeded(registerAppWorker)
  const install = createInstallStore()
  const update = createUpdateStore(
    backend ? backend.started.then((b) => b.registration).catch(() => null) : appWorker!.started,
  )
  const chooser = createGoogleChooser()
  const adapter = await createAuthAdapter(env, chooser)
  const initialUser = await adapter.ready()
  const auth = createAuthStore(adapter, initialUser)
  // The public pages load the app at once for someone signed in here (src/pwa/early-page.ts).
  rememberSignedIn(initialUser !== null)
  auth.subscribe(() => rememberSignedIn(auth.getState().user !== null))
  // One "offline" signal for the whole app. The demo backend runs on the device, so only the
  // browser's word counts there; in remote mode every request also says whether the server
  // answered, and a probe notices when it is back.
  const reachability = trackReachability({
    probe: demo ? async () => navigator.onLine : probeServer(apiBaseUrl(env)),
  })
  // Remote mode keeps explore, the startup pages seen and the user's record for offline use.
  const saved = demo ? null : offlineCache(dexieAnswerStore())
  const api = createApiClient({
    baseUrl: apiBaseUrl(env),
    ...(saved ? { wrap: saved.wrap } : {}),
    getToken: auth.getIdToken,
    ...(demo ? {} : { reachability }),
    fetch: async (input, init) => {
      await backend?.get()
      return fetch(input, init)
    },
  })
  const queryClient = createQueryClient()
  // Remote mode keeps a follow or a question made offline and sends it when it can; the demo's
  // backend is on the device and always answers.
  const outbox = demo
    ? null
    : createOutbox({
        client: queryClient,
        api,
        store: dexieOutboxStore(),
        onRefused: ({ label }, error) =>
          toast.error({ title: `Not sent: ${label}`, description: errorMessage(error) }),
      })
  const services = createServices({
    api,
    ...(saved ? { savedAges: saved.ages, forgetSavedAnswers: saved.forget } : {}),
    ...(outbox ? { outbox } : {}),
    auth,
    chooser,
    env,
    pwa: { update, install },
    ...(backend
      ? {
          // The demo starts again from today: its clock goes back too.
          resetDemo: async () => {
            demoClock.backToToday()
            await (await backend.get()).reset()
          },
          demoClock,
        }
      : {}),
  })
  // A page the server rendered with data (/s/{id}) carries that data: the app starts from it, so
  // it takes the page over with the same content and without asking again.
  const state = document.getElementById(PAGE_STATE_ID)
  if (state?.textContent) {
    const carried = JSON.parse(state.textContent) as DehydratedState
    // The server read this data as it answered the page (its markup may have been rendered a
    // little earlier): it is as fresh as the page.
    for (const query of carried.queries) query.state.dataUpdatedAt = performance.timeOrigin
    hydrate(queryClient, carried)
  }
  const root = document.getElementById('root')!
  // A host that answers every route with the landing page: show the right page, not that one.
  const prerendered = root.dataset.prerendered
  if (prerendered && prerendered !== window.location.pathname.replace(/(.)\/+$/, '$1')) {
    root.replaceChildren()
    root.removeAttribute('data-prerendered')
  }
  const router = createAppRouter({ auth, api, queryClient }, undefined, {
    keepScrollAtStart: root.hasChildNodes(),
  })
  // A prerendered page stays on screen until the app can replace it with the same page at once.
  if (root.hasChildNodes()) await router.load().catch(() => undefined)
  const app = (
    <StrictMode>
      <App services={services} queryClient={queryClient} router={router} />
    </StrictMode>
  )
  // Over a prerendered page the first render is a transition: React renders in small slices
  // that leave the main thread free for the visitor, while the page they see stays put and
  // keeps taking what they type; the app's first commit carries that over (take-over.ts).
  if (root.hasChildNodes())
    startTransition(() => createRoot(root).render(<TakeOver root={root}>{app}</TakeOver>))
  else createRoot(root).render(app)
}

/** Carries what the visitor did on the prerendered page into the app that replaced it. */
function TakeOver({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => takeOver(root, earlyPageState()), [root])
  return children
}

// A start that fails (a chunk that did not load, storage the browser refuses) says so.
main().catch((error: unknown) => showStartFailure(error))
