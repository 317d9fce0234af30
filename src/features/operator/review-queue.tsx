import { Badge, Card, Link as ChakraLink, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { reviewQueueQuery } from '@/api/operating'
import { EmptyNote } from '@/components/feedback/empty-note'
import { QueryError } from '@/components/feedback/query-error'
import { ListSkeleton } from '@/components/feedback/skeletons'
import { StartupLogo } from '@/components/ui/startup-logo'
import { formatIndianNumber } from '@/domain/format'
import { useApi } from '@/lib/services'

/** 'Review': the startups waiting for an operator, the oldest submission first. */
export function ReviewQueue() {
  const api = useApi()
  const queue = useQuery(reviewQueueQuery(api))
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Review
        </Heading>
        <Text color="fg.muted">
          Every startup waits here before investors see it. The oldest submission comes first.
        </Text>
      </Stack>
      {queue.isPending ? (
        <ListSkeleton label="Loading the review queue" heights={['20', '20', '20']} />
      ) : queue.isError ? (
        <QueryError error={queue.error} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <EmptyNote>Nothing is waiting for review. New listings appear here.</EmptyNote>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" aria-label="Waiting for review">
          {queue.data.map((startup, index) => (
            <Card.Root as="li" key={startup._id} variant="outline">
              <Card.Body>
                <HStack gap="4" align="center" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
                  <StartupLogo src={startup.logo} widths={startup.logoWidths} size={48} alt="" />
                  <Stack gap="0.5" flex="1" minW="0">
                    <HStack gap="2" flexWrap="wrap">
                      <ChakraLink
                        asChild
                        fontWeight="semibold"
                        textDecoration="underline"
                        minH="11"
                        display="inline-flex"
                        alignItems="center"
                      >
                        <Link to="/dashboard/review/$id" params={{ id: startup._id }}>
                          {startup.name}
                        </Link>
                      </ChakraLink>
                      {index === 0 && <Badge colorPalette="orange">Waiting longest</Badge>}
                    </HStack>
                    <Text color="fg.muted" fontSize="sm" lineClamp={2}>
                      {startup.slogan}
                    </Text>
                    <Text color="fg.muted" fontSize="sm">
                      {startup.domain[0] ?? 'No domain'} · asks ₹
                      {formatIndianNumber(startup.fundsRequired)} for {startup.stocks}%
                    </Text>
                  </Stack>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
