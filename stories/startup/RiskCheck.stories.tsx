import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RiskCheck } from '@/features/startup/risk-check'

/** The risks and the box, as the invest dialog shows them; with the message when not ticked. */
const meta = {
  title: 'Startup/RiskCheck',
  component: RiskCheck,
  args: { ticked: false, error: null, onTick: fn() },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof RiskCheck>
export default meta
type Story = StoryObj<typeof meta>

export const Box: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('checkbox', { name: /I understand the risks/ }),
    )
    await expect(args.onTick).toHaveBeenCalledWith(true)
  },
}
export const NotTicked: Story = { args: { error: "Tick 'I understand the risks' to continue" } }
export const Ticked: Story = { args: { ticked: true } }
