import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { DemoNotice, ResetDemoDialog } from '@/features/demo/demo-notice'
import { FloatingLayer } from '@/features/pwa/floating-card'

/** The notice at the bottom of every demo screen, in the floating layer. */
const meta = {
  title: 'Demo/DemoNotice',
  component: DemoNotice,
  subcomponents: { ResetDemoDialog },
  args: { startOpen: false },
  decorators: [(Story) => <FloatingLayer>{Story()}</FloatingLayer>],
} satisfies Meta<typeof DemoNotice>
export default meta
type Story = StoryObj<typeof meta>

export const Banner: Story = {}

/** On a phone the notice folds into a small 'Demo' control; tapping it opens the notice. */
export const FoldedOnAPhone: Story = { globals: { viewport: { value: 'mobile1' } } }
export const OpenedOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { startOpen: true },
}

/** 'Reset demo data' asks first, saying what goes. */
export const ResetConfirmation: Story = {
  render: () => <ResetDemoDialog open onClose={fn()} reset={fn(async () => undefined)} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    const dialog = await page.findByRole('alertdialog', { name: 'Reset demo data?' })
    // Visible once the opening animation is over.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible(),
    )
    await expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeVisible()
  },
}
