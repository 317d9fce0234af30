import { createFileRoute } from '@tanstack/react-router'
import { startupQuery } from '@/api/startups'
import { inviteInSearch, rememberInvite } from '@/api/invite-codes'
import { PublicStartupPage } from '@/features/startup/public-startup-page'

/** A startup's public, shareable page (docs/product.md#public-page). */
export const Route = createFileRoute('/s/$id')({
  // An invite link (an optional extension): this browser keeps its code for the startup.
  beforeLoad: ({ params, search }) => {
    const invite = inviteInSearch(search)
    if (invite) rememberInvite([params.id], invite)
  },
  loader: ({ context, params }) => {
    // The page's one read starts with its code, not after it.
    void context.queryClient.prefetchQuery(startupQuery(context.api, params.id))
  },
  component: function PublicStartup() {
    const { id } = Route.useParams()
    return <PublicStartupPage id={id} />
  },
})
