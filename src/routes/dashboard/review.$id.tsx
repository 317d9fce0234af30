import { Stack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { startupQuery } from '@/api/startups'
import { routeOnlyFor } from '@/features/dashboard/guards'
import { ReviewDecision } from '@/features/operator/review-decision'
import { StartupDetail } from '@/features/startup/startup-detail'
import { useApi } from '@/lib/services'

/** A listing under review: the operator's decision above the page as investors would see it. */
export const Route = createFileRoute('/dashboard/review/$id')({
  beforeLoad: routeOnlyFor('operator'),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(startupQuery(context.api, params.id))
  },
  component: function ReviewPage() {
    const { id } = Route.useParams()
    const api = useApi()
    const startup = useQuery(startupQuery(api, id))
    return (
      <Stack gap="6">
        {startup.data && <ReviewDecision startup={startup.data} />}
        <StartupDetail id={id} view="review" />
      </Stack>
    )
  },
})
