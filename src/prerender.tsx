/**
 * Build-time rendering of the public pages (landing, log-in, sign-up, help) to HTML with their
 * critical CSS, so they paint before any JavaScript runs. Loaded by the prerender plugin in
 * vite.config.ts through Vite's SSR loader; never part of the app bundle.
 */
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { createServices } from '@/app/create-services'
import { env } from '@/lib/env'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/lib/query-client'
import { createAppRouter } from '@/app/router'

export async function prerender(path: string): Promise<{ html: string; styles: string }> {
  // Nothing is fetched while rendering to a string; sections that need data show their
  // placeholders, as the app does before its first answer.
  const services = createServices({
    env,
    // Demo builds show their notice (and its reset action) on every page.
    ...(env.VITE_API_MODE === 'demo' ? { resetDemo: async () => undefined } : {}),
  })
  const { auth, api } = services
  const queryClient = createQueryClient()
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
