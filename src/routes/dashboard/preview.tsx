import { createFileRoute } from '@tanstack/react-router'
import { loadOwnStartupId, routeOnlyFor } from '@/features/dashboard/guards'
import { StartupDetail } from '@/features/startup/startup-detail'

/** An active founder's own startup page, as investors see it ('View your public page'). */
export const Route = createFileRoute('/dashboard/preview')({
  beforeLoad: routeOnlyFor('startup', 'active'),
  loader: loadOwnStartupId,
  component: function PreviewPage() {
    const { startupId } = Route.useLoaderData()
    const { user } = Route.useRouteContext()
    return startupId ? (
      <StartupDetail id={startupId} view="preview" founderUid={user.uid} />
    ) : (
      <p>Your startup's page opens once the server says which startup is yours.</p>
    )
  },
})
