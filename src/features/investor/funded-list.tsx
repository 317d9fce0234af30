import { Heading, HStack, Image, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { historyQuery } from '@/api/queries'
import { useApi } from '@/app/services'
import { ListSkeleton } from '@/components/feedback/list-skeleton'
import { QueryError } from '@/components/feedback/query-error'
import { formatIndianNumber } from '@/domain/format'
import { safeUrl } from '@/domain/safe-url'

/** Funded: 'See the startups you funded', each with name, slogan, amount and logo, and the total. */
export function FundedList({ uid }: { uid: string }) {
  const api = useApi()
  const history = useQuery(historyQuery(api, uid))
  const total = history.data?.reduce((sum, record) => sum + record.paymentData.amount, 0) ?? 0
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
              <HStack as="li" key={paymentData._id} gap="4" p="3" borderWidth="1px" rounded="md">
                <Image
                  src={safeUrl(startupData.logo)}
                  alt=""
                  width="40px"
                  height="40px"
                  rounded="md"
                  bg="bg.muted"
                />
                <Stack gap="0" flex="1" minW="0">
                  <Text fontWeight="semibold">{startupData.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {startupData.slogan}
                  </Text>
                </Stack>
                <Text fontWeight="bold">₹{formatIndianNumber(paymentData.amount)}</Text>
              </HStack>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  )
}
