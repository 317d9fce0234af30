import { Link as ChakraLink } from '@chakra-ui/react'
import { Link, useLocation } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { historyQuery } from '@/api/payments'
import { useApi } from '@/lib/services'
import { AmountRow, paymentAnchor } from '@/components/ui/amount-row'
import { FundingList } from '@/components/ui/funding-list'
import { StartupLogo } from '@/components/ui/startup-logo'

/**
 * Funded: 'See the startups you funded', each with name (a link to its page), slogan, date,
 * amount and logo, and the total.
 */
export function FundedList({ uid }: { uid: string }) {
  const api = useApi()
  const history = useQuery(historyQuery(api, uid))
  const linkedTo = useLocation({ select: (location) => location.hash })
  return (
    <FundingList
      heading="See the startups you funded"
      history={history}
      loadingLabel="Loading your fundings"
      empty="You haven't funded a startup yet. Explore startups from your dashboard."
      totalLabel="Total invested"
      row={({ paymentData, startupData }) => (
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
      )}
    />
  )
}
