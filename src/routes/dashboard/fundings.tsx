import { createFileRoute } from '@tanstack/react-router'
import { onlyFor } from '@/features/dashboard/guards'
import { identityFrom } from '@/features/dashboard/identity'
import { FundingsList } from '@/features/founder/fundings-list'

export const Route = createFileRoute('/dashboard/fundings')({
  beforeLoad: ({ context }) =>
    onlyFor(identityFrom(context.queryClient, context.user.uid), 'startup', 'active'),
  component: function FundingsPage() {
    const { user } = Route.useRouteContext()
    return <FundingsList uid={user.uid} />
  },
})
