import { createFileRoute } from '@tanstack/react-router'
import { loadOwnStartupId, routeOnlyFor } from '@/features/dashboard/guards'
import { EditStartupForm } from '@/features/founder/edit-startup-form'

/** An active founder edits their published startup (optional extension). */
export const Route = createFileRoute('/dashboard/edit')({
  beforeLoad: routeOnlyFor('startup', 'active'),
  loader: loadOwnStartupId,
  component: function EditPage() {
    const { startupId } = Route.useLoaderData()
    const { user } = Route.useRouteContext()
    return startupId ? (
      <EditStartupForm uid={user.uid} startupId={startupId} />
    ) : (
      <p>Your startup opens for editing once the server says which startup is yours.</p>
    )
  },
})
