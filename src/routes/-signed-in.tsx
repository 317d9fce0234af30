import { redirect } from '@tanstack/react-router'
import { userQuery } from '@/api/users'
import type { RouterContext } from '@/app/router'
import { LoadingScreen } from '@/components/feedback/loading-screen'
import { RouteError } from '@/components/feedback/route-error'
import { minimumSplash, splashTimeLeft } from '@/lib/splash'

/**
 * The signed-in user and their record, read while the splash shows for its minimum time;
 * signed out goes to /signup. `fresh` asks the server again instead of trusting the cache;
 * `toHome` says the dashboard home comes next.
 */
export async function signedInRecord(
  context: RouterContext,
  { fresh, toHome }: { fresh: boolean; toHome: boolean },
) {
  const user = context.auth.getState().user
  if (!user) throw redirect({ to: '/signup' })
  const query = userQuery(context.api, user.uid)
  const read = fresh
    ? context.queryClient.fetchQuery(query)
    : context.queryClient.ensureQueryData(query)
  const splash = minimumSplash()
  // The loading screen's minimum time is idle time: the dashboard home that follows (`toHome`)
  // gets ready in it.
  if (toHome && splashTimeLeft() > 0)
    read.then(
      (record) => record.exists && record.role && context.prepareDashboard(record.role),
      () => undefined,
    )
  const [record] = await Promise.all([read, splash])
  return { user, record }
}

/** The splash while a signed-in route checks who is there, and the route error if that fails. */
export const splashWhileChecking = {
  pendingComponent: () => <LoadingScreen />,
  pendingMs: 0,
  // The loading screen's minimum is minimumSplash's; the router adds none of its own after it.
  pendingMinMs: 0,
  errorComponent: RouteError,
} as const
