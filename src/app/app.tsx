import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { AppProviders } from './providers'
import { createAppRouter, type AppRouter } from './router'
import type { AppServices } from '@/lib/services'

/** The whole app: providers around the router; guards re-run whenever the user changes. */
export function App({
  services,
  queryClient,
  router: given,
}: {
  services: AppServices
  queryClient: QueryClient
  /** A router made (and perhaps loaded) beforehand; by default the app makes its own. */
  router?: AppRouter
}) {
  const [router] = useState(
    () => given ?? createAppRouter({ auth: services.auth, api: services.api, queryClient }),
  )
  useEffect(() => {
    let uid = services.auth.getState().user?.uid
    // The account's follows and questions made offline on an earlier visit.
    if (uid) void services.outbox?.load(uid)
    return services.auth.subscribe(() => {
      const next = services.auth.getState().user?.uid
      if (next === uid) return
      const previous = uid
      uid = next
      // Another user's cached answers must never show, now or on a later offline visit.
      queryClient.clear()
      if (previous) void services.forgetSavedAnswers?.()
      // Cleared with the rest; kept on the device for the account's next visit.
      if (next) void services.outbox?.load(next)
      // On sign-out or a switch of user, re-check every guard at once. A fresh sign-in is
      // left to the screen that did it, which moves on after its short delay (docs/product.md#screens).
      if (previous) void router.invalidate()
    })
  }, [services, queryClient, router])
  return (
    <AppProviders services={services} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
