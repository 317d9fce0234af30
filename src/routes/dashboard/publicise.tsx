import { createFileRoute } from '@tanstack/react-router'
import { onlyFor } from '@/features/dashboard/guards'
import { identityFrom } from '@/features/dashboard/identity'
import { PubliciseForm } from '@/features/publicise/publicise-form'

export const Route = createFileRoute('/dashboard/publicise')({
  beforeLoad: ({ context }) =>
    onlyFor(identityFrom(context.queryClient, context.user.uid), 'startup', 'inactive'),
  component: function PublicisePage() {
    const { user } = Route.useRouteContext()
    return <PubliciseForm user={user} />
  },
})
