import { Link as ChakraLink, Heading, Stack, Text } from '@chakra-ui/react'
import { Link, useLocation } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { historyQuery } from '@/api/payments'
import { useApi } from '@/lib/services'
import { ListSkeleton } from '@/components/feedback/list-skeleton'
import { QueryError } from '@/components/feedback/query-error'
import { formatIndianNumber } from '@/domain/format'
import { totalAmount } from '@/domain/payment'
import { AmountRow, paymentAnchor } from '@/components/ui/amount-row'
import { StartupLogo } from '@/components/ui/startup-logo'

/**
 * Funded: 'See the startups you funded', each with name (a link to its page), slogan, date,
 * amount and logo, and the total.
 */
export function FundedList({ uid }: { uid: string }) {
  const api = useApi()
  const history = useQuery(historyQuery(api, uid))
  const total = totalAmount(history.data ?? [])
  const linkedTo = useLocation({ select: (location) => location.hash })
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        See the startups you funded
      </Heading>
      {history.isPending ? (
        <ListSkeleton label="Loading your fundings" />
      ) : history.isError ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <Text color="fg.muted">
          You haven't funded a startup yet. Explore startups from your dashboard.
        </Text>
      ) : (
        <>
          <Text fontSize="lg">
            Total invested: <strong>₹{formatIndianNumber(total)}</strong>
          </Text>
          <Stack as="ul" gap="3" listStyleType="none">
            {history.data.map(({ paymentData, startupData }) => (
              <AmountRow
                key={paymentData._id}
                id={paymentAnchor(paymentData._id)}
                current={linkedTo === paymentAnchor(paymentData._id)}
                media={<StartupLogo src={startupData.logo} size={40} />}
                title={
                  startupData._id ? (
                    <ChakraLink asChild color="inherit" minH={{ base: '11', md: 'auto' }}>
                      <Link to="/dashboard/startup/$id" params={{ id: startupData._id }}>
                        {startupData.name}
                      </Link>
                    </ChakraLink>
                  ) : (
                    startupData.name
                  )
                }
                subtitle={startupData.slogan}
                date={paymentData.createdAt}
                amount={paymentData.amount}
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  )
}
