import { createFileRoute } from '@tanstack/react-router'
import { onlyFor } from '@/features/dashboard/guards'
import { PubliciseForm } from '@/features/publicise/publicise-form'

export const Route = createFileRoute('/dashboard/publicise')({
  beforeLoad: ({ context }) => onlyFor(context, 'startup', 'inactive'),
  component: function PublicisePage() {
    const { user } = Route.useRouteContext()
    return <PubliciseForm user={user} />
  },
})
