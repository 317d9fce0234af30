/**
 * Rendering pages to HTML ahead of the app: the public pages (landing, log-in, sign-up, help) at
 * build time through Vite's SSR loader (scripts/vite-prerender.ts), and a startup's public page
 * (/s/{id}) in Seedling's server, from the bundle `npm run build:remote` writes to
 * dist-remote/.server/ (server/src/web/startup-page.ts). Never part of the app bundle.
 */
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { questionsQuery } from '@/api/questions'
import { updatesQuery } from '@/api/updates'
import { startupQuery } from '@/api/startups'
import { createServices } from '@/app/create-services'
import { env } from '@/lib/env'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/lib/query-client'
import { createAppRouter } from '@/app/router'
import type { AppServices } from '@/lib/services'
import { assemblePage } from '@/pwa/assemble-page'

export async function prerender(path: string): Promise<{ html: string; styles: string }> {
  // Nothing is fetched while rendering to a string; sections that need data show their
  // placeholders, as the app does before its first answer.
  const services = createServices({
    env,
    // Demo builds show their notice (and its reset action) on every page.
    ...(env.VITE_API_MODE === 'demo' ? { resetDemo: async () => undefined } : {}),
  })
  return renderRoute(path, services, createQueryClient())
}

/** What the server read for a startup's page: the contract's answers, by path under /api/. */
export type ContractAnswers = Record<string, unknown>

/**
 * A startup's public page, whole: rendered from the answers the server read (its startup, updates
 * and questions, as GET startups/data|updates|questions/{id} answer them), read through the app's
 * own API client so the markup is exactly what the app shows, and put into the build's shell with
 * those answers for the app to start from. `head` replaces the shell's title and description.
 */
export async function renderStartupPage(
  shell: string,
  { id, answers, head }: { id: string; answers: ContractAnswers; head: string },
): Promise<string> {
  const services = createServices({ env, api: { baseUrl: '/api', fetch: answerFrom(answers) } })
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } })
  await Promise.all([
    queryClient.prefetchQuery(startupQuery(services.api, id)),
    queryClient.prefetchQuery(updatesQuery(services.api, id)),
    queryClient.prefetchQuery(questionsQuery(services.api, id)),
  ])
  const path = `/s/${id}`
  const rendered = await renderRoute(path, services, queryClient)
  return assemblePage(shell, { path, ...rendered, head, state: dehydrate(queryClient) })
}

/** A fetch that answers GET /api/{path} from what the server read, and 404 for anything else. */
function answerFrom(answers: ContractAnswers): typeof fetch {
  return async (input) => {
    const path = new URL(
      String(input instanceof Request ? input.url : input),
      'http://page',
    ).pathname.replace(/^\/api\//, '')
    const found = Object.hasOwn(answers, path)
    return Response.json(
      found ? answers[path] : { error: { code: 'not_found', message: 'Not read for this page' } },
      { status: found ? 200 : 404 },
    )
  }
}

async function renderRoute(path: string, services: AppServices, queryClient: QueryClient) {
  const { auth, api } = services
  const router = createAppRouter(
    { auth, api, queryClient },
    createMemoryHistory({ initialEntries: [path] }),
  )
  await router.load()
  const cache = createCache({ key: 'css' })
  const server = createEmotionServer(cache)
  const markup = renderToString(
    <CacheProvider value={cache}>
      <AppProviders services={services} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>,
  )
  const chunks = server.extractCriticalToChunks(markup)
  return { html: chunks.html, styles: server.constructStyleTagsFromChunks(chunks) }
}
