import { createFileRoute } from '@tanstack/react-router'
import { startupQuery } from '@/api/startups'
import { inviteInSearch, rememberInvite } from '@/api/invite-codes'
import { routeOnlyFor } from '@/features/dashboard/guards'
import { StartupDetail } from '@/features/startup/startup-detail'

export const Route = createFileRoute('/dashboard/startup/$id')({
  beforeLoad: (options) => {
    // An invite link (an optional extension): this browser keeps its code for the startup.
    const invite = inviteInSearch(options.search)
    if (invite) rememberInvite([options.params.id], invite)
    return routeOnlyFor('investor')(options)
  },
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
