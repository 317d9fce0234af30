import { createFileRoute, redirect } from '@tanstack/react-router'
import { isActiveQuery } from '@/api/startups'
import { userQuery } from '@/api/users'
import { minimumSplash } from '@/lib/splash'
import { LoadingScreen } from '@/components/feedback/loading-screen'
import { RouteError } from '@/components/feedback/route-error'
import { DashboardShell } from '@/features/dashboard/dashboard-shell'
import { useIdentity } from '@/features/dashboard/identity'

export const Route = createFileRoute('/dashboard')({
  // The route carries who is signed in, nothing more: the record and the startup state are
  // put in the query cache here, and screens and guards read them from there.
  beforeLoad: async ({ context }) => {
    const user = context.auth.getState().user
    if (!user) throw redirect({ to: '/signup' })
    const [record] = await Promise.all([
      context.queryClient.ensureQueryData(userQuery(context.api, user.uid)),
      minimumSplash(),
    ])
    if (!record.exists || !record.role) throw redirect({ to: '/role' })
    if (record.role === 'startup')
      await context.queryClient
        .ensureQueryData(isActiveQuery(context.api, user.uid))
        // The failure stays in the cache: the home screen offers to check again.
        .catch((error: unknown) => console.warn('Could not read the startup state', error))
    return { user }
  },
  pendingComponent: () => <LoadingScreen />,
  pendingMs: 0,
  errorComponent: RouteError,
  component: DashboardLayout,
})

function DashboardLayout() {
  const { user } = Route.useRouteContext()
  const { role, startupState } = useIdentity(user.uid)
  return <DashboardShell role={role} startupState={startupState} />
}
