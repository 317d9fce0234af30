import { createFileRoute } from '@tanstack/react-router'
import { onlyFor } from '@/features/dashboard/guards'
import { FundedList } from '@/features/investor/funded-list'

export const Route = createFileRoute('/dashboard/funded')({
  beforeLoad: ({ context }) => onlyFor(context, 'investor'),
  component: function FundedPage() {
    const { user } = Route.useRouteContext()
    return <FundedList uid={user.uid} />
  },
})
