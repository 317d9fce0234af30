import { createFileRoute } from '@tanstack/react-router'
import { startupQuery } from '@/api/startups'
import { PublicStartupPage } from '@/features/startup/public-startup-page'

/** A startup's public, shareable page (docs/product.md#public-page). */
export const Route = createFileRoute('/s/$id')({
  loader: ({ context, params }) => {
    // The page's one read starts with its code, not after it.
    void context.queryClient.prefetchQuery(startupQuery(context.api, params.id))
  },
  component: function PublicStartup() {
    const { id } = Route.useParams()
    return <PublicStartupPage id={id} />
  },
})
