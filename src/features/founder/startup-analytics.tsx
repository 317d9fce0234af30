import { Heading, SimpleGrid, Stack, Stat, Table, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { analyticsQuery } from '@/api/engagement'
import { QueryError } from '@/components/feedback/query-error'
import { ListSkeleton } from '@/components/feedback/skeletons'
import { viewToInvestment, type Analytics } from '@/domain/analytics'
import { humanDate } from '@/domain/format'
import { useApi } from '@/lib/services'

const COLUMNS = [
  ['views', 'Page views'],
  ['follows', 'New followers'],
  ['codes', 'Codes requested'],
  ['investments', 'Investments'],
  ['cancellations', 'Cancellations'],
] as const

/**
 * The founder's analytics on Startup Growth (optional extension): page views, followers, codes
 * asked for, investments and cancellations, in all and day by day, and how many views became
 * an investment. Nothing on a server without analytics.
 */
export function StartupAnalytics({ startupId }: { startupId: string }) {
  const api = useApi()
  const query = useQuery(analyticsQuery(api, startupId))
  if (query.isPending) return <ListSkeleton label="Loading analytics" heights={['24']} />
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />
  if (!query.data) return null
  return <AnalyticsView analytics={query.data} />
}

export function AnalyticsView({ analytics }: { analytics: Analytics }) {
  const { totals } = analytics
  const conversion = viewToInvestment(totals)
  const active = analytics.days.filter((day) => COLUMNS.some(([key]) => day[key] > 0)).reverse()
  return (
    <Stack gap="4" as="section" aria-labelledby="analytics-heading">
      <Heading as="h2" size="lg" id="analytics-heading">
        Analytics
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="4">
        <Figure label="Page views" value={totals.views} />
        <Figure label="Followers" value={totals.followers} />
        <Figure label="Codes requested" value={totals.codes} />
        <Figure label="Investments" value={totals.investments} />
        <Figure label="Cancellations" value={totals.cancellations} />
        <Stat.Root borderWidth="1px" rounded="lg" p="4">
          <Stat.Label>View to investment</Stat.Label>
          <Stat.ValueText>{conversion === null ? '—' : `${conversion.toFixed(1)}%`}</Stat.ValueText>
          <Stat.HelpText asChild color="fg.muted">
            <dd>investments ÷ page views</dd>
          </Stat.HelpText>
        </Stat.Root>
      </SimpleGrid>
      <Heading as="h3" size="md">
        Last 30 days
      </Heading>
      {active.length === 0 ? (
        <Text color="fg.muted">Nothing yet in the last 30 days. Share your page to get views.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label="Activity by day">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Day</Table.ColumnHeader>
                {COLUMNS.map(([key, label]) => (
                  <Table.ColumnHeader key={key} textAlign="end">
                    {label}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {active.map((day) => (
                <Table.Row key={day.day}>
                  <Table.Cell>{humanDate(day.day)}</Table.Cell>
                  {COLUMNS.map(([key]) => (
                    <Table.Cell key={key} textAlign="end">
                      {day[key]}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  )
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stat.Root borderWidth="1px" rounded="lg" p="4">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
    </Stat.Root>
  )
}
