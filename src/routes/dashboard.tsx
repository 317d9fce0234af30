import { createFileRoute, redirect } from '@tanstack/react-router'
import { isActiveQuery } from '@/api/startups'
import { DashboardShell } from '@/features/dashboard/dashboard-shell'
import { useIdentity } from '@/features/dashboard/identity'
import { SuspendedNotice } from '@/features/dashboard/suspended-notice'
import { NotificationBell } from '@/features/notifications/notification-bell'
import { signedInRecord, splashWhileChecking } from './-signed-in'

export const Route = createFileRoute('/dashboard')({
  // The route carries who is signed in, nothing more: the record and the startup state are
  // put in the query cache here, and screens and guards read them from there.
  beforeLoad: async ({ context, location }) => {
    const { user, record } = await signedInRecord(context, {
      fresh: false,
      toHome: location.pathname === '/dashboard',
    })
    if (!record.exists || !record.role) throw redirect({ to: '/role' })
    if (record.role === 'startup')
      await context.queryClient
        .ensureQueryData(isActiveQuery(context.api, user.uid))
        // The failure stays in the cache: the home screen offers to check again.
        .catch((error: unknown) => console.warn('Could not read the startup state', error))
    return { user }
  },
  ...splashWhileChecking,
  component: DashboardLayout,
})

function DashboardLayout() {
  const { user } = Route.useRouteContext()
  const { role, startupState } = useIdentity(user.uid)
  return (
    <DashboardShell
      role={role}
      startupState={startupState}
      notice={<SuspendedNotice uid={user.uid} />}
      actions={<NotificationBell uid={user.uid} />}
    />
  )
}
