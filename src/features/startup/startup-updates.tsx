import { Heading, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { updatesQuery } from '@/api/updates'
import { QueryError } from '@/components/feedback/query-error'
import { ListSkeleton } from '@/components/feedback/skeletons'
import { useApi } from '@/lib/services'
import { UpdateItem } from '@/components/ui/update-item'

/** The founder's updates on the startup's page, newest first. */
export function StartupUpdates({ startupId }: { startupId: string }) {
  const api = useApi()
  const query = useQuery(updatesQuery(api, startupId))
  return (
    <Stack as="section" gap="3" aria-labelledby="startup-updates">
      <Heading as="h2" size="lg" id="startup-updates">
        Updates
      </Heading>
      {query.isPending ? (
        <ListSkeleton label="Loading updates" heights={['20']} />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Text color="fg.muted">No updates yet</Text>
      ) : (
        query.data.map((update) => <UpdateItem key={update._id} update={update} />)
      )}
    </Stack>
  )
}
