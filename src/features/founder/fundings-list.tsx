import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Download } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { historyQuery } from '@/api/payments'
import { useApi } from '@/lib/services'
import { ListSkeleton } from '@/components/feedback/list-skeleton'
import { QueryError } from '@/components/feedback/query-error'
import { formatIndianNumber } from '@/domain/format'
import { UserAvatar } from '@/components/ui/user-avatar'
import { downloadText, toCsv } from './csv'
import { totalAmount } from '@/domain/payment'
import { AmountRow } from '@/components/ui/amount-row'

/** Fundings: 'See who funded in your startup', with each investor's name, e-mail, amount and photo. */
export function FundingsList({ uid }: { uid: string }) {
  const api = useApi()
  const history = useQuery(historyQuery(api, uid))
  const total = totalAmount(history.data ?? [])
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
              <AmountRow
                key={paymentData._id}
                media={<UserAvatar name={userData.name} src={userData.photoUrl} />}
                title={userData.name}
                subtitle={userData.email}
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
