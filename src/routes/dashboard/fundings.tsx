import { createFileRoute } from '@tanstack/react-router'
import { routeOnlyFor } from '@/features/dashboard/guards'
import { FundingsList } from '@/features/founder/fundings-list'

export const Route = createFileRoute('/dashboard/fundings')({
  beforeLoad: routeOnlyFor('startup', 'active'),
  component: function FundingsPage() {
    const { user } = Route.useRouteContext()
    return <FundingsList uid={user.uid} />
  },
})
