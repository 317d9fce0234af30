import type { Meta, StoryObj } from '@storybook/react-vite'
import { DemoInboxListener } from '@/features/demo/demo-inbox-listener'
import { DemoNotice, ResetDemoDialog } from '@/features/demo/demo-notice'
import { FloatingLayer } from '@/features/pwa/floating-card'
import { expect, waitFor, within } from 'storybook/test'
import { HelpPage } from '@/features/pages/help-page'
import { OfflineIndicator } from '@/features/pwa/offline-indicator'
import { UnderDevelopment } from '@/features/pages/under-development'
import { UpgradeToPro } from '@/features/pages/upgrade-to-pro'

const meta = { title: 'Pages/Static' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Help: Story = { parameters: { user: 'signed-out' }, render: () => <HelpPage /> }
export const Documentation: Story = { render: () => <UnderDevelopment title="Documentation" /> }
export const PlansForInvestors: Story = { render: () => <UpgradeToPro role="investor" /> }
export const PlansForFounders: Story = { render: () => <UpgradeToPro role="startup" /> }
export const DemoBanner: Story = {
  render: function Banner() {
    return (
      <>
        <p>The notice sits at the bottom of every demo screen, in the floating layer.</p>
        <FloatingLayer>
          <DemoNotice />
        </FloatingLayer>
        <DemoInboxListener />
      </>
    )
  },
}

/** On a phone the notice folds into a small 'Demo' control; tapping it opens the notice. */
export const DemoBannerFoldedOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: () => (
    <FloatingLayer>
      <DemoNotice />
    </FloatingLayer>
  ),
}

export const DemoBannerOpenedOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: () => (
    <FloatingLayer>
      <DemoNotice startOpen />
    </FloatingLayer>
  ),
}

/** 'Reset demo data' asks first, saying what goes. */
export const ResetConfirmation: Story = {
  render: () => <ResetDemoDialog open onClose={() => undefined} reset={async () => undefined} />,
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

export const Offline: Story = { render: () => <OfflineIndicator online={false} /> }
