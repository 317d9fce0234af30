import { HStack, Heading, Stack, Text } from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ListSkeleton } from '@/components/feedback/list-skeleton'
import { QueryError } from '@/components/feedback/query-error'
import { formatIndianNumber } from '@/domain/format'
import { totalAmount, type FundingRecord } from '@/domain/payment'

/**
 * The page around a list of fundings (an investor's Funded, a founder's Fundings): the heading,
 * loading, failure with retry, the empty text, the total with its actions, and the rows.
 */
export function FundingList({
  heading,
  history,
  loadingLabel,
  empty,
  totalLabel,
  actions,
  row,
}: {
  heading: string
  history: UseQueryResult<FundingRecord[]>
  loadingLabel: string
  empty: ReactNode
  totalLabel: string
  actions?: ReactNode
  row: (record: FundingRecord) => ReactNode
}) {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {heading}
      </Heading>
      {history.isPending ? (
        <ListSkeleton label={loadingLabel} />
      ) : history.isError ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <>
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <Text fontSize="lg">
              {totalLabel}: <strong>₹{formatIndianNumber(totalAmount(history.data))}</strong>
            </Text>
            {actions}
          </HStack>
          <Stack as="ul" gap="3" listStyleType="none">
            {history.data.map(row)}
          </Stack>
        </>
      )}
    </Stack>
  )
}
