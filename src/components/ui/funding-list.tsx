import { HStack, Heading, Stack, Text } from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ListSkeleton } from '@/components/feedback/skeletons'
import { QueryState } from '@/components/feedback/query-state'
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
      <QueryState query={history} pending={<ListSkeleton label={loadingLabel} />}>
        {(records) =>
          records.length === 0 ? (
            <Text color="fg.muted">{empty}</Text>
          ) : (
            <>
              <HStack justify="space-between" flexWrap="wrap" gap="3">
                <Text fontSize="lg">
                  {totalLabel}: <strong>₹{formatIndianNumber(totalAmount(records))}</strong>
                </Text>
                {actions}
              </HStack>
              <Stack as="ul" gap="3" listStyleType="none">
                {records.map(row)}
              </Stack>
            </>
          )
        }
      </QueryState>
    </Stack>
  )
}
