import { createFileRoute } from '@tanstack/react-router'
import { routeOnlyFor } from '@/features/dashboard/guards'
import { StartupGrowth } from '@/features/founder/startup-growth'

export const Route = createFileRoute('/dashboard/viewyourstartup')({
  beforeLoad: routeOnlyFor('startup', 'active'),
  component: function GrowthPage() {
    const { user } = Route.useRouteContext()
    return <StartupGrowth uid={user.uid} />
  },
})
