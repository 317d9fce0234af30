import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FoldToggle } from '@/components/ui/fold-toggle'

/** The phone-only control that opens a folded panel (shown on a phone-sized screen). */
const meta = {
  title: 'Components/UI/FoldToggle',
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
} satisfies Meta<typeof FoldToggle>
export default meta
type Story = StoryObj<typeof meta>

export const Folded: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Filters' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    await expect(args.onToggle).toHaveBeenCalled()
  },
}
export const Opened: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The folded panel')).toBeVisible()
  },
}
