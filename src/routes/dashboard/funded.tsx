import { createFileRoute } from '@tanstack/react-router'
import { onlyFor } from '@/features/dashboard/guards'
import { identityFrom } from '@/features/dashboard/identity'
import { FundedList } from '@/features/investor/funded-list'

export const Route = createFileRoute('/dashboard/funded')({
  beforeLoad: ({ context }) =>
    onlyFor(identityFrom(context.queryClient, context.user.uid), 'investor'),
  component: function FundedPage() {
    const { user } = Route.useRouteContext()
    return <FundedList uid={user.uid} />
  },
})
