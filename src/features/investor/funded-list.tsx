import { Button, HStack, Link as ChakraLink } from '@chakra-ui/react'
import { Link, useLocation } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Download, Printer } from 'lucide-react'
import { historyQuery } from '@/api/payments'
import { useApi } from '@/lib/services'
import { AmountRow, paymentAnchor } from '@/components/ui/amount-row'
import { FundingList } from '@/components/ui/funding-list'
import { StartupLogo } from '@/components/ui/startup-logo'
import { downloadText } from '@/lib/csv'
import { useNow } from '@/lib/use-today'
import { paymentStatus, undoneAs } from '@/domain/cancellation'
import { CancelInvestment } from './cancel-investment'
import { PaymentStatusLine } from './payment-status'
import { statementCsv } from './statement'

/**
 * Funded: 'See the startups you funded', each with name (a link to its page), slogan, date,
 * amount, logo and receipt, and the total; the statement as CSV, or printed.
 */
export function FundedList({ uid }: { uid: string }) {
  const api = useApi()
  const history = useQuery(historyQuery(api, uid))
  const linkedTo = useLocation({ select: (location) => location.hash })
  const now = useNow()
  return (
    <FundingList
      heading="See the startups you funded"
      history={history}
      loadingLabel="Loading your fundings"
      empty="You haven't funded a startup yet. Explore startups from your dashboard."
      totalLabel="Total invested"
      actions={
        <HStack gap="2" data-print="hide">
          <Button
            variant="outline"
            size="sm"
            onClick={() => downloadText('seedling-statement.csv', statementCsv(history.data ?? []))}
          >
            <Download /> Download statement
          </Button>
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <Printer /> Print
          </Button>
        </HStack>
      }
      row={({ paymentData, startupData }) => (
        <AmountRow
          key={paymentData._id}
          id={paymentAnchor(paymentData._id)}
          current={linkedTo === paymentAnchor(paymentData._id)}
          media={<StartupLogo src={startupData.logo} widths={startupData.logoWidths} size={40} />}
          title={
            // A startup Seedling took down has no page; the payment and its receipt stay.
            startupData._id && startupData.takenDown === undefined ? (
              <ChakraLink asChild color="inherit" minH={{ base: '11', md: 'auto' }}>
                <Link to="/dashboard/startup/$id" params={{ id: startupData._id }}>
                  {startupData.name}
                </Link>
              </ChakraLink>
            ) : (
              startupData.name
            )
          }
          subtitle={startupData.takenDown === undefined ? startupData.slogan : undefined}
          notice={
            startupData.takenDown === undefined
              ? undefined
              : `Taken down by Seedling: ${startupData.takenDown}`
          }
          date={paymentData.createdAt}
          amount={paymentData.amount}
          undone={undoneAs(paymentData)}
          action={
            <>
              <PaymentStatusLine paymentData={paymentData} now={now} />
              <HStack gap="3" data-print="hide">
                {paymentStatus(paymentData, now).kind === 'cancellable' && (
                  <CancelInvestment
                    uid={uid}
                    paymentId={paymentData._id}
                    amount={paymentData.amount}
                    startupName={startupData.name}
                    startupId={startupData._id}
                  />
                )}
                <ChakraLink
                  asChild
                  fontSize="sm"
                  color="brand.fg"
                  minH={{ base: '11', md: 'auto' }}
                >
                  <Link
                    to="/dashboard/receipt/$paymentId"
                    params={{ paymentId: paymentData._id }}
                    aria-label={`Receipt for ${startupData.name}`}
                  >
                    Receipt
                  </Link>
                </ChakraLink>
              </HStack>
            </>
          }
        />
      )}
    />
  )
}
