import { Button } from '@chakra-ui/react'
import { Download } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { historyQuery } from '@/api/payments'
import { useApi } from '@/lib/services'
import { UserAvatar } from '@/components/ui/user-avatar'
import { downloadText, toCsv } from '@/lib/csv'
import { AmountRow } from '@/components/ui/amount-row'
import { undoneAs } from '@/domain/cancellation'
import { istDateTime } from '@/domain/format'
import { FundingList } from '@/components/ui/funding-list'

/** Fundings: 'See who funded in your startup', with each investor's name, e-mail, amount and photo. */
export function FundingsList({ uid }: { uid: string }) {
  const api = useApi()
  const history = useQuery(historyQuery(api, uid))
  return (
    <FundingList
      heading="See who funded in your startup"
      history={history}
      loadingLabel="Loading fundings"
      empty="No fundings yet"
      totalLabel="Total raised"
      actions={
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            downloadText(
              'seedling-fundings.csv',
              toCsv(
                ['Name', 'Email', 'Amount (INR)', 'Date (IST)', 'Status'],
                (history.data ?? []).map(({ userData, paymentData }) => [
                  userData.name,
                  userData.email,
                  paymentData.amount,
                  paymentData.createdAt ? istDateTime(paymentData.createdAt) : '',
                  undoneAs(paymentData)?.label ?? 'Confirmed',
                ]),
              ),
            )
          }
        >
          <Download /> Export CSV
        </Button>
      }
      row={({ paymentData, userData }) => (
        <AmountRow
          key={paymentData._id}
          media={<UserAvatar name={userData.name} src={userData.photoUrl} />}
          title={userData.name}
          subtitle={userData.email}
          date={paymentData.createdAt}
          amount={paymentData.amount}
          undone={undoneAs(paymentData)}
        />
      )}
    />
  )
}
