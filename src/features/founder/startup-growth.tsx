import { Heading, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { historyQuery } from '@/api/payments'
import { isActiveQuery, startupQuery } from '@/api/startups'
import { useApi } from '@/lib/services'
import { QueryError } from '@/components/feedback/query-error'
import { ListSkeleton } from '@/components/feedback/skeletons'
import { formatIndianNumber, fundingProgress } from '@/domain/format'
import { undoneAs } from '@/domain/cancellation'
import { UserAvatar } from '@/components/ui/user-avatar'
import { GrowthChart } from './growth-chart'
import { growthStats } from './growth-stats'
import { SharePage } from './share-page'
import { StartupAnalytics } from './startup-analytics'
import { AmountRow } from '@/components/ui/amount-row'

/** Startup Growth: total raised, percent of goal, investors, average ticket, recent fundings. */
export function StartupGrowth({ uid }: { uid: string }) {
  const api = useApi()
  const history = useQuery(historyQuery(api, uid))
  const active = useQuery(isActiveQuery(api, uid))
  const startupId = active.data?.startupId ?? history.data?.[0]?.startupData._id
  const startup = useQuery({ ...startupQuery(api, startupId ?? ''), enabled: Boolean(startupId) })

  if (history.isPending) return <ListSkeleton label="Loading growth" heights={['24', '48']} />
  if (history.isError)
    return <QueryError error={history.error} onRetry={() => void history.refetch()} />

  const stats = growthStats(history.data)
  const required = startup.data?.fundsRequired
  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Startup Growth{startup.data ? `: ${startup.data.name}` : ''}
        </Heading>
        {startupId && (
          <SharePage startup={startup.data ?? { _id: startupId }} name={startup.data?.name} />
        )}
      </Stack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <StatCard label="Total raised" value={`₹${formatIndianNumber(stats.total)}`} />
        <StatCard
          label="Of goal"
          value={
            required
              ? `${fundingProgress(startup.data?.fundsRecieved ?? stats.total, required).toFixed(1)}%`
              : '—'
          }
        />
        <StatCard label="Investors" value={String(stats.investors)} hint="people who invested" />
        <StatCard
          label="Average per investor"
          value={
            stats.averagePerInvestor ? `₹${formatIndianNumber(stats.averagePerInvestor)}` : '—'
          }
          hint="total ÷ investors"
        />
      </SimpleGrid>
      <Stack gap="3" as="section" aria-labelledby="growth-over-time">
        <Heading as="h2" size="lg" id="growth-over-time">
          Funds received over time
        </Heading>
        {stats.series.length === 0 ? (
          <Text color="fg.muted">The chart starts with your first funding.</Text>
        ) : (
          <GrowthChart series={stats.series} />
        )}
      </Stack>
      {startupId && <StartupAnalytics startupId={startupId} />}
      <Stack gap="3" as="section" aria-labelledby="recent-fundings">
        <Heading as="h2" size="lg" id="recent-fundings">
          Most recent fundings
        </Heading>
        {history.data.length === 0 ? (
          <Text color="fg.muted">
            No fundings yet. Share your startup's page with investors to get started.
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {history.data.slice(0, 5).map(({ paymentData, userData }) => (
              <AmountRow
                key={paymentData._id}
                media={<UserAvatar name={userData.name} src={userData.photoUrl} />}
                title={userData.name}
                amount={paymentData.amount}
                undone={undoneAs(paymentData)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  )
}

function StatCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Stat.Root borderWidth="1px" rounded="lg" p="4">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
      {hint && (
        <Stat.HelpText asChild color="fg.muted">
          <dd>{hint}</dd>
        </Stat.HelpText>
      )}
    </Stat.Root>
  )
}
