import { createFileRoute } from '@tanstack/react-router'
import { routeOnlyFor } from '@/features/dashboard/guards'
import { PubliciseForm } from '@/features/publicise/publicise-form'

export const Route = createFileRoute('/dashboard/publicise')({
  beforeLoad: routeOnlyFor('startup', 'inactive'),
  component: function PublicisePage() {
    const { user } = Route.useRouteContext()
    return <PubliciseForm user={user} />
  },
})
