import { Button, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { topStartupsQuery } from '@/api/startups'
import { useApi } from '@/lib/services'
import { QueryState } from '@/components/feedback/query-state'
import { GridSkeleton } from '@/components/feedback/skeletons'
import { formatCompactRupees } from '@/domain/format'
import { StartupLogo } from '@/components/ui/startup-logo'

/** 'Top 10 Featured Start Ups': the ten startups with the most funds received. */
export function TopTen() {
  const api = useApi()
  const top = useQuery(topStartupsQuery(api, 10))
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Top 10 Featured Start Ups
      </Heading>
      <QueryState
        query={top}
        pending={
          <GridSkeleton
            label="Loading top startups"
            count={4}
            height="28"
            columns={{ base: 1, md: 2 }}
          />
        }
      >
        {(startups) => (
          <SimpleGrid
            as="ol"
            listStyleType="none"
            columns={{ base: 1, md: 2 }}
            gap="4"
            aria-label="Top startups"
          >
            {startups.map((startup, index) => (
              <Card.Root as="li" key={startup._id} variant="outline" size="sm">
                <Card.Body>
                  <Flex
                    gap={{ base: '3', sm: '4' }}
                    align="center"
                    wrap={{ base: 'wrap', sm: 'nowrap' }}
                  >
                    <Text
                      fontSize="2xl"
                      fontWeight="bold"
                      color="brand.fg"
                      minW="8"
                      aria-label={`Rank ${index + 1}`}
                    >
                      {index + 1}
                    </Text>
                    <StartupLogo src={startup.logo} widths={startup.logoWidths} size={48} />
                    <Stack gap="0" flex="1" minW="0">
                      {/* Names wrap between words only; slogans get two lines. */}
                      <Text
                        fontWeight="bold"
                        lineClamp={2}
                        wordBreak="normal"
                        overflowWrap="normal"
                      >
                        {startup.name}
                      </Text>
                      <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                        {startup.slogan}
                      </Text>
                      <Text fontSize="sm">{formatCompactRupees(startup.fundsRecieved)} funded</Text>
                    </Stack>
                    <Button
                      asChild
                      size="sm"
                      colorPalette="brand"
                      variant="outline"
                      minH={{ base: '11', sm: '9' }}
                      width={{ base: 'full', sm: 'auto' }}
                    >
                      <Link
                        to="/dashboard/startup/$id"
                        params={{ id: startup._id }}
                        aria-label={`View Details of ${startup.name}`}
                      >
                        View Details
                      </Link>
                    </Button>
                  </Flex>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  )
}
