import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Download } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { historyQuery } from '@/api/queries'
import { useApi } from '@/app/services'
import { ListSkeleton } from '@/components/feedback/list-skeleton'
import { QueryError } from '@/components/feedback/query-error'
import { formatIndianNumber } from '@/domain/format'
import { UserAvatar } from '@/features/dashboard/user-avatar'
import { downloadText, toCsv } from './csv'

/** Fundings: 'See who funded in your startup', with each investor's name, e-mail, amount and photo. */
export function FundingsList({ uid }: { uid: string }) {
  const api = useApi()
  const history = useQuery(historyQuery(api, uid))
  const total = history.data?.reduce((sum, record) => sum + record.paymentData.amount, 0) ?? 0
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        See who funded in your startup
      </Heading>
      {history.isPending ? (
        <ListSkeleton label="Loading fundings" />
      ) : history.isError ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <Text color="fg.muted">No fundings yet</Text>
      ) : (
        <>
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <Text fontSize="lg">
              Total raised: <strong>₹{formatIndianNumber(total)}</strong>
            </Text>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                downloadText(
                  'seedling-fundings.csv',
                  toCsv(
                    ['Name', 'Email', 'Amount (INR)', 'Date'],
                    history.data.map(({ userData, paymentData }) => [
                      userData.name,
                      userData.email,
                      paymentData.amount,
                      paymentData.createdAt ?? '',
                    ]),
                  ),
                )
              }
            >
              <Download /> Export CSV
            </Button>
          </HStack>
          <Stack as="ul" gap="3" listStyleType="none">
            {history.data.map(({ paymentData, userData }) => (
              <HStack as="li" key={paymentData._id} gap="4" p="3" borderWidth="1px" rounded="md">
                <UserAvatar name={userData.name} src={userData.photoUrl} />
                <Stack gap="0" flex="1" minW="0">
                  <Text fontWeight="semibold">{userData.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {userData.email}
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
