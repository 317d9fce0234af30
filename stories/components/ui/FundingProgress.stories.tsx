import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { FundingProgress } from '@/components/ui/funding-progress'

/** The funding bar and 'Rs … Funded out of Rs …'. */
const meta = {
  title: 'Components/UI/FundingProgress',
  component: FundingProgress,
  args: { received: 950000, required: 2500000 },
  argTypes: {
    received: { control: { type: 'number', min: 0, step: 50000 } },
    required: { control: { type: 'number', min: 1, step: 50000 } },
  },
} satisfies Meta<typeof FundingProgress>
export default meta
type Story = StoryObj<typeof meta>

export const PartFunded: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Rs 9,50,000 Funded out of Rs 25,00,000'),
    ).toBeVisible()
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument()
  },
}
export const Funded: Story = { args: { received: 2500000 } }
export const NothingYet: Story = { args: { received: 0 } }
