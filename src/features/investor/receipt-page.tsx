import {
  Badge,
  Button,
  Card,
  DataList,
  HStack,
  Heading,
  Link as ChakraLink,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Printer } from 'lucide-react'
import { historyQuery, paymentKeys } from '@/api/payments'
import { SavedLabel } from '@/components/connection/saved-label'
import { ListSkeleton } from '@/components/feedback/skeletons'
import { QueryState } from '@/components/feedback/query-state'
import { paymentAnchor } from '@/components/ui/amount-row'
import { StartupLogo } from '@/components/ui/startup-logo'
import { undoneAs } from '@/domain/cancellation'
import { stakeText } from '@/domain/deal'
import { formatIndianNumber } from '@/domain/format'
import { useApi } from '@/lib/services'
import { useNow } from '@/lib/use-today'
import { statusText } from './payment-status'
import { heldStake } from './statement'

/** A full local date and time: "23 November 2026, 1:05 pm". */
const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'long', timeStyle: 'short' })

/**
 * One investment's receipt: amount, startup, date and time, reference and status. Read from the
 * investor's history, which is kept on the device, so a receipt seen once opens offline.
 */
export function ReceiptPage({ uid, paymentId }: { uid: string; paymentId: string }) {
  const history = useQuery(historyQuery(useApi(), uid))
  const now = useNow()
  return (
    <Stack gap="6" maxW="xl">
      <ChakraLink asChild alignSelf="start" minH="11" data-print="hide">
        <Link to="/dashboard/funded" hash={paymentAnchor(paymentId)}>
          <ArrowLeft size={16} aria-hidden="true" /> Back to Funded
        </Link>
      </ChakraLink>
      <QueryState query={history} pending={<ListSkeleton label="Loading the receipt" />}>
        {(records) => {
          const record = records.find((r) => r.paymentData._id === paymentId)
          if (!record)
            return (
              <Stack gap="2">
                <Heading as="h1" size="2xl">
                  Receipt not found
                </Heading>
                <Text color="fg.muted">
                  None of your investments has the reference {paymentId}.
                </Text>
              </Stack>
            )
          const { paymentData, startupData } = record
          const stake = heldStake(record)
          const undone = undoneAs(paymentData)
          return (
            <Card.Root variant="outline">
              <Card.Header>
                <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
                  <Stack gap="1">
                    <Heading as="h1" size="2xl">
                      Receipt
                    </Heading>
                    <Text color="fg.muted">Seedling investment</Text>
                  </Stack>
                  <Badge
                    colorPalette={
                      undone ? (undone.label === 'Refunded' ? 'blue' : 'gray') : 'green'
                    }
                    size="lg"
                  >
                    {undone?.label ?? 'Confirmed'}
                  </Badge>
                </HStack>
              </Card.Header>
              <Card.Body gap="5">
                <HStack gap="3">
                  <StartupLogo src={startupData.logo} widths={startupData.logoWidths} size={48} />
                  <Stack gap="0">
                    <Text fontWeight="bold" fontSize="lg">
                      {startupData.name}
                    </Text>
                    <Text color="fg.muted" fontSize="sm">
                      {startupData.slogan}
                    </Text>
                  </Stack>
                </HStack>
                <DataList.Root orientation="horizontal" gap="3">
                  <DataList.Item>
                    <DataList.ItemLabel>Amount</DataList.ItemLabel>
                    <DataList.ItemValue fontWeight="bold">
                      ₹{formatIndianNumber(paymentData.amount)}
                    </DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>Startup</DataList.ItemLabel>
                    <DataList.ItemValue>{startupData.name}</DataList.ItemValue>
                  </DataList.Item>
                  {stake !== null && (
                    <DataList.Item>
                      <DataList.ItemLabel>Implied stake</DataList.ItemLabel>
                      <DataList.ItemValue>
                        <Stack gap="0.5">
                          <Text fontWeight="semibold">{stakeText(stake)}</Text>
                          <Text color="fg.muted" fontSize="sm">
                            At the raise's terms: {startupData.stocks}% of {startupData.name} for ₹
                            {formatIndianNumber(startupData.fundsRequired!)}
                          </Text>
                        </Stack>
                      </DataList.ItemValue>
                    </DataList.Item>
                  )}
                  {paymentData.createdAt && (
                    <DataList.Item>
                      <DataList.ItemLabel>Date and time</DataList.ItemLabel>
                      <DataList.ItemValue>
                        <time dateTime={paymentData.createdAt}>
                          {dateTime(paymentData.createdAt)}
                        </time>
                      </DataList.ItemValue>
                    </DataList.Item>
                  )}
                  <DataList.Item>
                    <DataList.ItemLabel>Reference</DataList.ItemLabel>
                    <DataList.ItemValue fontFamily="mono" wordBreak="break-all">
                      {paymentData._id}
                    </DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>Status</DataList.ItemLabel>
                    <DataList.ItemValue>{statusText(paymentData, now)}</DataList.ItemValue>
                  </DataList.Item>
                  {undone?.reference && (
                    <DataList.Item>
                      <DataList.ItemLabel>Refund reference</DataList.ItemLabel>
                      <DataList.ItemValue fontFamily="mono" wordBreak="break-all">
                        {undone.reference}
                      </DataList.ItemValue>
                    </DataList.Item>
                  )}
                </DataList.Root>
              </Card.Body>
              <Card.Footer justifyContent="space-between" flexWrap="wrap" gap="3">
                <SavedLabel queryKey={paymentKeys.history(uid)} />
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => window.print()}
                  data-print="hide"
                >
                  <Printer /> Print
                </Button>
              </Card.Footer>
            </Card.Root>
          )
        }}
      </QueryState>
    </Stack>
  )
}
