import { Heading, SimpleGrid, Stack, Stat, Table, Text } from '@chakra-ui/react'
import { DailyBars } from '@/components/charts/daily-bars'
import { Funnel } from '@/components/charts/funnel'
import { useQuery } from '@tanstack/react-query'
import { analyticsQuery } from '@/api/analytics'
import { QueryError } from '@/components/feedback/query-error'
import { ListSkeleton } from '@/components/feedback/skeletons'
import { viewToInvestment, type Analytics } from '@/domain/analytics'
import { humanDate } from '@/domain/format'
import { useApi } from '@/lib/services'

/** The daily bars: what each counts, how one and many of it read. */
const BARS = [
  ['views', 'Page views', ['page view', 'page views'], 'blue.solid'],
  ['codes', 'Codes requested', ['code requested', 'codes requested'], 'orange.solid'],
  ['investments', 'Investments', ['investment', 'investments'], 'green.solid'],
] as const

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
        From view to investment
      </Heading>
      <Funnel
        label="From page view to investment, since publishing"
        steps={[
          { label: 'Page views', value: totals.views },
          { label: 'Codes requested', value: totals.codes },
          { label: 'Investments', value: totals.investments },
        ]}
      />
      <Heading as="h3" size="md">
        Last 30 days
      </Heading>
      {active.length === 0 ? (
        <Text color="fg.muted">Nothing yet in the last 30 days. Share your page to get views.</Text>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
            {BARS.map(([key, label, unit, color]) => (
              <Stack key={key} gap="1">
                <Text fontSize="sm" fontWeight="medium">
                  {label} per day
                </Text>
                <DailyBars
                  days={analytics.days.map((day) => ({ day: day.day, value: day[key] }))}
                  label={dailySummary(analytics, key, unit)}
                  unit={unit}
                  formatDay={shortDay}
                  color={color}
                />
              </Stack>
            ))}
          </SimpleGrid>
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
        </>
      )}
    </Stack>
  )
}

/** '4 Mar': the year is plain from 'Last 30 days'. */
function shortDay(day: string): string {
  return humanDate(day).replace(/ \d{4}$/, '')
}

/** The text alternative of one metric's bars: how many in the 30 days, and the busiest day. */
function dailySummary(
  analytics: Analytics,
  key: (typeof BARS)[number][0],
  [one, many]: readonly [string, string],
): string {
  const sum = analytics.days.reduce((total, day) => total + day[key], 0)
  const busiest = analytics.days.reduce((best, day) => (day[key] > best[key] ? day : best))
  const days = analytics.days.length
  if (sum === 0) return `No ${many} in the last ${days} days`
  return `${sum} ${sum === 1 ? one : many} in the last ${days} days, most on ${humanDate(busiest.day)} (${busiest[key]})`
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stat.Root borderWidth="1px" rounded="lg" p="4">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
    </Stat.Root>
  )
}
