import type { UseQueryResult } from '@tanstack/react-query'
import { expect, fn, within } from 'storybook/test'
import { AmountRow } from '@/components/ui/amount-row'
import { FundingList } from '@/components/ui/funding-list'
import { fundingRecordSchema, type FundingRecord } from '@/domain/payment'
import preview from '#.storybook/preview'

const records: FundingRecord[] = [
  fundingRecordSchema.parse({
    paymentData: { _id: 'p1', amount: 25000, createdAt: '2026-11-20T10:00:00Z' },
    userData: { name: 'Meera Shah', email: 'meera.shah@example.com' },
    startupData: { name: 'ChaiCredit' },
  }),
  fundingRecordSchema.parse({
    paymentData: { _id: 'p2', amount: 120000, createdAt: '2026-11-21T10:00:00Z' },
    userData: { name: 'Vikram Desai', email: 'vikram.desai@example.com' },
    startupData: { name: 'ChaiCredit' },
  }),
]
const loaded = (data: FundingRecord[]) =>
  ({ data, isPending: false, isError: false }) as UseQueryResult<FundingRecord[]>

/** The page around a list of fundings (Funded, Fundings): total, actions and rows. */
const meta = preview.meta({
  component: FundingList,
  args: {
    heading: 'See who funded in your startup',
    history: loaded(records),
    loadingLabel: 'Loading fundings',
    empty: 'No fundings yet',
    totalLabel: 'Total raised',
    row: ({ paymentData, userData }) => (
      <AmountRow
        key={paymentData._id}
        media={null}
        title={userData.name}
        subtitle={userData.email}
        date={paymentData.createdAt}
        amount={paymentData.amount}
      />
    ),
  },
  argTypes: {
    heading: { control: 'text' },
    totalLabel: { control: 'text' },
    empty: { control: 'text' },
    history: { control: false },
    row: { control: false },
    actions: { control: false },
  },
})

export const TwoFundings = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Total raised/)).toHaveTextContent('1,45,000')
  },
})
export const Empty = meta.story({ args: { history: loaded([]) } })
export const Loading = meta.story({
  args: {
    history: { isPending: true, isError: false } as UseQueryResult<FundingRecord[]>,
  },
})
export const Failed = meta.story({
  args: {
    history: {
      isPending: false,
      isError: true,
      error: new Error('Something went wrong on the server.'),
      refetch: fn(),
    } as unknown as UseQueryResult<FundingRecord[]>,
  },
})
