import { expect, fn, waitFor, within } from 'storybook/test'
import { DemoClockControl, DemoNotice, ResetDemoDialog } from '@/features/demo/demo-notice'
import { FloatingLayer } from '@/features/pwa/floating-card'
import preview from '#.storybook/preview'

/** The notice at the bottom of every demo screen, in the floating layer. */
const meta = preview.meta({
  component: DemoNotice,
  subcomponents: { ResetDemoDialog, DemoClockControl },
  args: { startOpen: false },
  decorators: [(Story) => <FloatingLayer>{Story()}</FloatingLayer>],
})

export const Banner = meta.story()

/** On a phone the notice folds into a small 'Demo' control; tapping it opens the notice. */
export const FoldedOnAPhone = meta.story({ globals: { viewport: { value: 'mobile1' } } })
export const OpenedOnAPhone = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  args: { startOpen: true },
})

/** 'Reset demo data' asks first, saying what goes. */
export const ResetConfirmation = meta.story({
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
})

/** The demo's clock, 30 days ahead: 'Skip 30 days' again, or 'Back to today'. */
export const ClockAhead = meta.story({
  render: () => <DemoClockControl clock={{ daysAhead: () => 30, skip: fn(), backToToday: fn() }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Demo clock: 30 days ahead')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Skip 30 days' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Back to today' })).toBeVisible()
  },
})
