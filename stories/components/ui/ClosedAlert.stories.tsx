import { Stack } from '@chakra-ui/react'
import type { ComponentProps } from 'react'
import { expect, within } from 'storybook/test'
import { ClosedAlert, RaiseKindLine } from '@/components/ui/raise-outcome'
import preview from '#.storybook/preview'

/**
 * How a raise ends (the close): what was decided when its closing date ended, on its page and
 * its founder's dashboard; and before that, the kind of raise in plain words.
 */
const NOT_FUNDED: ComponentProps<typeof ClosedAlert>['startup'] = {
  closesOn: '2026-12-07',
  outcome: 'not_funded',
  fundsRequired: 5_00_000,
  raiseKind: 'all_or_nothing',
}

const meta = preview.meta({
  component: ClosedAlert,
  subcomponents: { RaiseKindLine },
  args: { startup: NOT_FUNDED },
  decorators: [(Story) => <Stack maxW="2xl">{Story()}</Stack>],
})

/** All or nothing, short of its target: every payment was refunded. */
export const NotFunded = meta.story({
  play: async ({ canvasElement }) => {
    const outcome = within(canvasElement).getByRole('status', { name: 'Raise outcome' })
    await expect(outcome).toHaveTextContent('Not funded — all investments refunded')
    await expect(outcome).toHaveTextContent('short of its ₹5,00,000 target')
  },
})
export const NotFundedDark = meta.story({ globals: { theme: 'dark' } })
/** Keep what you raise: funded whatever the total. */
export const FundedKeepingWhatItRaised = meta.story({
  args: {
    startup: {
      closesOn: '2026-12-07',
      outcome: 'funded',
      fundsRequired: 5_00_000,
      raiseKind: 'keep',
    },
  },
})
/** All or nothing, target reached. */
export const FundedAtTarget = meta.story({
  args: {
    startup: { ...NOT_FUNDED, outcome: 'funded' },
  },
})
/** Closed by the calendar, its decision not in yet (a server without the close extension). */
export const ClosedUndecided = meta.story({
  args: { startup: { closesOn: '2026-12-07', outcome: null, fundsRequired: 5_00_000 } },
})
/** Before the close: the kind of raise, as the page and the invest dialog say it. */
export const KindOfRaise = meta.story({
  render: () => (
    <Stack gap="3">
      <RaiseKindLine startup={{ raiseKind: 'all_or_nothing', closesOn: '2026-12-07' }} />
      <RaiseKindLine startup={{ raiseKind: 'keep', closesOn: '2026-12-07' }} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText(
        'If the target is not reached by the closing date, every payment is refunded.',
        {
          exact: false,
        },
      ),
    ).toBeVisible()
    await expect(canvas.getByText('Keep what you raise:')).toBeVisible()
  },
})
