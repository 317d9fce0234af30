import { expect, within } from 'storybook/test'
import { FundingProgress } from '@/components/ui/funding-progress'
import preview from '#.storybook/preview'
import { backgroundBehind, contrastRatio, edgeColor } from '../../support/contrast'

/** The funding bar and 'Rs … Funded out of Rs …'. */
const meta = preview.meta({
  component: FundingProgress,
  args: { received: 950000, required: 2500000 },
  argTypes: {
    received: { control: { type: 'number', min: 0, step: 50000 } },
    required: { control: { type: 'number', min: 1, step: 50000 } },
  },
})

export const PartFunded = meta.story({
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Rs 9,50,000 Funded out of Rs 25,00,000'),
    ).toBeVisible()
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument()
  },
})
export const Funded = meta.story({ args: { received: 2500000 } })
export const NothingYet = meta.story({ args: { received: 0 } })

/** A 0 % bar in dark mode still shows where the bar is: its track's edge stands out 3:1. */
export const NothingYetDark = meta.story({
  args: { received: 0 },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const track = within(canvasElement).getByLabelText('Funding progress')
    await expect(contrastRatio(edgeColor(track), backgroundBehind(track))).toBeGreaterThanOrEqual(3)
  },
})
