import { createFileRoute, redirect } from '@tanstack/react-router'
import { isActiveQuery } from '@/api/startups'
import { userQuery } from '@/api/users'
import { minimumSplash } from '@/lib/splash'
import { LoadingScreen } from '@/components/feedback/loading-screen'
import { RouteError } from '@/components/feedback/route-error'
import { DashboardShell } from '@/features/dashboard/dashboard-shell'
import type { StartupState } from '@/domain/startup-state'

export const Route = createFileRoute('/dashboard')({
  beforeLoad: async ({ context }) => {
    const user = context.auth.getState().user
    if (!user) throw redirect({ to: '/signup' })
    const [record] = await Promise.all([
      context.queryClient.ensureQueryData(userQuery(context.api, user.uid)),
      minimumSplash(),
    ])
    if (!record.exists || !record.role) throw redirect({ to: '/role' })
    let startupState: StartupState | undefined
    if (record.role === 'startup') {
      try {
        const { status } = await context.queryClient.ensureQueryData(
          isActiveQuery(context.api, user.uid),
        )
        startupState = status ? 'active' : 'inactive'
      } catch (error) {
        console.warn('Could not read the startup state', error)
        startupState = 'error'
      }
    }
    return { user, role: record.role, startupState }
  },
  pendingComponent: () => <LoadingScreen />,
  pendingMs: 0,
  errorComponent: RouteError,
  component: DashboardLayout,
})

function DashboardLayout() {
  const { role, startupState } = Route.useRouteContext()
  return <DashboardShell role={role} startupState={startupState} />
}
