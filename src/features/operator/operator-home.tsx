import { Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { reviewQueueQuery } from '@/api/operating'
import { QueryError } from '@/components/feedback/query-error'
import { useApi } from '@/lib/services'

/** An operator's home: how many listings wait, and the way to the queue and the record. */
export function OperatorHome() {
  const api = useApi()
  const queue = useQuery(reviewQueueQuery(api))
  if (queue.isError) return <QueryError error={queue.error} onRetry={() => void queue.refetch()} />
  const waiting = queue.data?.length
  return (
    <Card.Root variant="outline" aria-label="Operator's desk">
      <Card.Body gap="4">
        {waiting === undefined ? (
          <Skeleton height="6" width="60%" />
        ) : (
          <Stack gap="1">
            <Text fontSize="xl" fontWeight="semibold">
              {waiting === 0
                ? 'Nothing waits for review'
                : waiting === 1
                  ? '1 startup waits for review'
                  : `${waiting} startups wait for review`}
            </Text>
            <Text color="fg.muted">Investors see a startup only once an operator approves it.</Text>
          </Stack>
        )}
        <HStack gap="3" flexWrap="wrap">
          <Button asChild colorPalette="brand" minH="11">
            <Link to="/dashboard/review">Open the review queue</Link>
          </Button>
          <Button asChild variant="outline" minH="11">
            <Link to="/dashboard/record">Read the record</Link>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
