import { expect, fn, userEvent, within } from 'storybook/test'
import { FoldToggle } from '@/components/ui/fold-toggle'
import preview from '#.storybook/preview'

/** The phone-only control that opens a folded panel (shown on a phone-sized screen). */
const meta = preview.meta({
  component: FoldToggle,
  globals: { viewport: { value: 'mobile1' } },
  args: { open: false, controls: 'panel', onToggle: fn(), children: 'Filters' },
  argTypes: { children: { control: 'text' } },
  // The panel it opens and closes, which `controls` names.
  render: (args) => (
    <>
      <FoldToggle {...args} />
      <p id={args.controls} hidden={!args.open}>
        The folded panel
      </p>
    </>
  ),
})

export const Folded = meta.story({
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Filters' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    await expect(args.onToggle).toHaveBeenCalled()
  },
})
export const Opened = meta.story({
  args: { open: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The folded panel')).toBeVisible()
  },
})
