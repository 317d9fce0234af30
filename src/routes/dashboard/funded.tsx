import { createFileRoute } from '@tanstack/react-router'
import { routeOnlyFor } from '@/features/dashboard/guards'
import { FundedList } from '@/features/investor/funded-list'

export const Route = createFileRoute('/dashboard/funded')({
  beforeLoad: routeOnlyFor('investor'),
  component: function FundedPage() {
    const { user } = Route.useRouteContext()
    return <FundedList uid={user.uid} />
  },
})
