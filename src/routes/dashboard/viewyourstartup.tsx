import { createFileRoute } from '@tanstack/react-router'
import { onlyFor } from '@/features/dashboard/guards'
import { identityFrom } from '@/features/dashboard/identity'
import { StartupGrowth } from '@/features/founder/startup-growth'

export const Route = createFileRoute('/dashboard/viewyourstartup')({
  beforeLoad: ({ context }) =>
    onlyFor(identityFrom(context.queryClient, context.user.uid), 'startup', 'active'),
  component: function GrowthPage() {
    const { user } = Route.useRouteContext()
    return <StartupGrowth uid={user.uid} />
  },
})
