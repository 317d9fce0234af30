import { createFileRoute } from '@tanstack/react-router'
import { startupQuery } from '@/api/startups'
import { routeOnlyFor } from '@/features/dashboard/guards'
import { StartupDetail } from '@/features/startup/startup-detail'

export const Route = createFileRoute('/dashboard/startup/$id')({
  beforeLoad: routeOnlyFor('investor'),
  loader: ({ context, params }) => {
    // Start loading before render (and on hover); the page reads the same query.
    void context.queryClient.prefetchQuery(startupQuery(context.api, params.id))
  },
  component: function StartupPage() {
    const { id } = Route.useParams()
    const { user } = Route.useRouteContext()
    return <StartupDetail id={id} uid={user.uid} />
  },
})
