import { createFileRoute, redirect } from '@tanstack/react-router'
import { userQuery } from '@/api/users'
import { minimumSplash } from '@/lib/splash'
import { LoadingScreen } from '@/components/feedback/loading-screen'
import { RouteError } from '@/components/feedback/route-error'
import { RolePicker } from '@/features/role/role-picker'

export const Route = createFileRoute('/role')({
  beforeLoad: async ({ context }) => {
    const user = context.auth.getState().user
    if (!user) throw redirect({ to: '/signup' })
    const [record] = await Promise.all([
      context.queryClient.fetchQuery(userQuery(context.api, user.uid)),
      minimumSplash(),
    ])
    if (record.exists) throw redirect({ to: '/dashboard' })
  },
  pendingComponent: () => <LoadingScreen />,
  pendingMs: 0,
  errorComponent: RouteError,
  component: RolePicker,
})
