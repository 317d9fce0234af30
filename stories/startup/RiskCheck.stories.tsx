import { expect, fn, userEvent, within } from 'storybook/test'
import { RiskCheck } from '@/features/startup/risk-check'
import preview from '#.storybook/preview'

/** The risks and the box, as the invest dialog shows them; with the message when not ticked. */
const meta = preview.meta({
  component: RiskCheck,
  args: { ticked: false, error: null, onTick: fn() },
  argTypes: { error: { control: 'text' } },
})

export const Box = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('checkbox', { name: /I understand the risks/ }),
    )
    await expect(args.onTick).toHaveBeenCalledWith(true)
  },
})
export const NotTicked = meta.story({
  args: { error: "Tick 'I understand the risks' to continue" },
})
export const Ticked = meta.story({ args: { ticked: true } })
