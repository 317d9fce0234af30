import addonA11y from '@storybook/addon-a11y'
import addonDocs from '@storybook/addon-docs'
import { definePreview, type Decorator } from '@storybook/react-vite'
import { QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { setupWorker } from 'msw/browser'
import addonMsw from 'msw-storybook-addon'
import { createContext, useContext, useState, type ReactNode } from 'react'
import { createOutbox, memoryOutboxStore } from '@/api/outbox'
import { configure } from 'storybook/test'
import { AppProviders } from '@/app/providers'
import type { AuthUser } from '@/auth/types'
import { toast, ToasterHost } from '@/components/ui/toaster-host'
import { demoHandlers, storyBackend } from '../stories/support/story-backend'
import { STORY_USERS, storyServices } from '../stories/support/story-services'

// findBy… and waitFor give up after 1 s by default. A story whose part loads on demand (the
// Growth chart's chunk) took longer than that on a busy 2-core machine; a passing story never
// waits for this ceiling.
configure({ asyncUtilTimeout: 10_000 })

type StoryUser = keyof typeof STORY_USERS | 'signed-out'

/** The story, handed to the router's one route through context so new args re-render it. */
const StoryChildren = createContext<ReactNode>(null)
function StoryOutlet() {
  return useContext(StoryChildren)
}

/**
 * A router for each story, loaded before the story renders: its one route shows the story at
 * once, so a play function finds what it looks for in the first frame (in the browsable
 * Storybook as in the test run) and links and `useNavigate` work.
 */
async function storyRouter() {
  const router = createRouter({
    routeTree: createRootRoute({ component: StoryOutlet }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  return { router }
}
type StoryRouter = Awaited<ReturnType<typeof storyRouter>>['router']

function StoryApp({
  who,
  theme,
  router,
  children,
}: {
  who: StoryUser
  theme: 'light' | 'dark'
  router: StoryRouter
  children: ReactNode
}) {
  const user: AuthUser | null = who === 'signed-out' ? null : STORY_USERS[who]
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  )
  // As in remote mode, follows and questions made while offline wait (stories that set
  // TanStack Query's onlineManager offline show them).
  const [services] = useState(() => {
    const base = storyServices(user)
    const outbox = createOutbox({
      client: queryClient,
      api: base.api,
      store: memoryOutboxStore(),
      onRefused: ({ label }) => toast.error({ title: `Not sent: ${label}` }),
    })
    return { ...base, outbox }
  })
  return (
    <AppProviders services={services} queryClient={queryClient} forcedTheme={theme}>
      <StoryChildren.Provider value={children}>
        <RouterProvider router={router} />
      </StoryChildren.Provider>
      <ToasterHost />
    </AppProviders>
  )
}

/** The app's providers around every story: Chakra (light/dark), Query, services, a router. */
const withApp: Decorator = (Story, context) => (
  <StoryApp
    who={(context.parameters.user ?? 'investor') as StoryUser}
    theme={context.globals.theme === 'dark' ? 'dark' : 'light'}
    router={(context.loaded as { router: StoryRouter }).router}
  >
    <Story />
  </StoryApp>
)

/**
 * The workbench's configuration; every stories file builds on it (`preview.meta(…)`,
 * `meta.story(…)`), so a story's args, parameters and `msw` are typed from here.
 */
export default definePreview({
  addons: [
    addonDocs(),
    addonA11y(),
    // The demo's own handlers and seed data answer every story's /api calls.
    addonMsw(async () => {
      const worker = setupWorker(...demoHandlers)
      await worker.start({
        onUnhandledFrame: 'bypass',
        quiet: true,
        serviceWorker: { url: '/mockServiceWorker.js' },
      })
      return worker
    }),
  ],
  decorators: [withApp],
  // Every story starts from the demo's own data: the stories share one in-memory demo (one page
  // for all the stories files, vitest.config.ts), and a story that writes (a report, a payment)
  // must not change what a later one shows.
  beforeEach: async () => {
    await storyBackend.reset()
  },
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  loaders: [storyRouter],
  parameters: {
    // A violation fails the story's test. axe lists every element it passed too, each with a
    // selector it works out, and the report carried about 0.8 MB of them a story back to vitest:
    // passed rules keep one element each (axe's resultTypes); violations and the ones to check
    // by hand keep them all, in the test and in the panel.
    a11y: { test: 'error', options: { resultTypes: ['violations', 'incomplete'] } },
    layout: 'padded',
  },
  // Every component gets a docs page: its description, its props table and its stories.
  tags: ['autodocs'],
})
