import { expect, within } from 'storybook/test'
import { AmountRow } from '@/components/ui/amount-row'
import { UserAvatar } from '@/components/ui/user-avatar'
import preview from '#.storybook/preview'

/** One funding in a list: picture, who, a second line, the date and the amount. */
const meta = preview.meta({
  component: AmountRow,
  args: {
    media: <UserAvatar name="Meera Shah" src="/avatars/investor-1.svg" />,
    title: 'Meera Shah',
    subtitle: 'meera.shah@example.com',
    date: '2026-11-20T10:00:00Z',
    amount: 240000,
    cancelled: false,
    current: false,
  },
  argTypes: {
    title: { control: 'text' },
    amount: { control: { type: 'number', min: 1 } },
    media: { control: false },
    action: { control: false },
  },
  decorators: [(Story) => <ul style={{ listStyle: 'none', maxWidth: 480 }}>{Story()}</ul>],
})

export const Funding = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('2,40,000')
  },
})
export const Cancelled = meta.story({
  args: { undone: { label: 'Cancelled', at: '2026-11-20T05:00:00.000Z' } },
})
/** A payment its all-or-nothing raise refunded at the close: the badge, when, and the reference. */
export const Refunded = meta.story({
  args: {
    undone: { label: 'Refunded', at: '2026-11-29T18:30:00.000Z', reference: 'RF-P7K2M9Q4X1' },
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('listitem')
    await expect(row).toHaveTextContent('Refunded')
    await expect(row).toHaveTextContent('Ref. RF-P7K2M9Q4X1')
  },
})
export const LinkedTo = meta.story({ args: { current: true, id: 'p1' } })
