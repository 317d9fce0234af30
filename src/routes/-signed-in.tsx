import { redirect } from '@tanstack/react-router'
import { userQuery } from '@/api/users'
import type { RouterContext } from '@/app/router'
import { LoadingScreen } from '@/components/feedback/loading-screen'
import { RouteError } from '@/components/feedback/route-error'
import { minimumSplash } from '@/lib/splash'

/**
 * The signed-in user and their record, read while the splash shows for its minimum time;
 * signed out goes to /signup. `fresh` asks the server again instead of trusting the cache.
 */
export async function signedInRecord(context: RouterContext, { fresh }: { fresh: boolean }) {
  const user = context.auth.getState().user
  if (!user) throw redirect({ to: '/signup' })
  const query = userQuery(context.api, user.uid)
  const [record] = await Promise.all([
    fresh ? context.queryClient.fetchQuery(query) : context.queryClient.ensureQueryData(query),
    minimumSplash(),
  ])
  return { user, record }
}

/** The splash while a signed-in route checks who is there, and the route error if that fails. */
export const splashWhileChecking = {
  pendingComponent: () => <LoadingScreen />,
  pendingMs: 0,
  errorComponent: RouteError,
} as const
