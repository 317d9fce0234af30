import type { Meta, StoryObj } from '@storybook/react-vite'
import { DemoInboxListener } from '@/features/demo/demo-inbox-listener'
import { DemoNotice } from '@/features/demo/demo-notice'
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
        <p>The notice sits in the bottom-left corner of every demo screen.</p>
        <DemoNotice />
        <DemoInboxListener />
      </>
    )
  },
}

export const Offline: Story = { render: () => <OfflineIndicator online={false} /> }
