import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within, waitFor } from 'storybook/test'
import { AmountRow } from '@/components/ui/amount-row'
import { DashboardShell } from '@/features/dashboard/dashboard-shell'
import { navLinks } from '@/features/dashboard/nav-links'
import { SidebarNav } from '@/features/dashboard/sidebar'
import { UserAvatar } from '@/components/ui/user-avatar'
import { UserMenu } from '@/features/dashboard/user-menu'

const meta = { title: 'Dashboard/Shell', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Investor: Story = { render: () => <DashboardShell role="investor" /> }
export const FounderNotPublished: Story = {
  parameters: { user: 'newFounder' },
  render: () => <DashboardShell role="startup" startupState="inactive" />,
}
export const FounderPublished: Story = {
  parameters: { user: 'founder' },
  render: () => <DashboardShell role="startup" startupState="active" />,
}
export const PhoneSidebar: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: () => <DashboardShell role="investor" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open sidebar' }))
    const link = await within(document.body).findByRole('link', { name: 'Top Startups' })
    await waitFor(() => expect(link).toBeVisible())
  },
}
export const Sidebar: Story = { render: () => <SidebarNav links={navLinks('startup', 'active')} /> }
export const Avatars: Story = {
  render: () => (
    <>
      <UserAvatar name="Meera Shah" src="/avatars/investor-1.svg" size="lg" />
      <UserAvatar name="Vikram Desai" src="/no-such-image.png" size="lg" />
    </>
  ),
}
export const OpenUserMenu: Story = {
  render: () => <UserMenu role="investor" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open user menu' }))
    const menu = await within(document.body).findByRole('menu')
    await expect(menu).toHaveTextContent('INVESTOR')
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument()
  },
}

export const FundingRow: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', maxWidth: 480 }}>
      <AmountRow
        media={<UserAvatar name="Meera Shah" src="/avatars/investor-1.svg" />}
        title="Meera Shah"
        subtitle="meera.shah@example.com"
        amount={240000}
      />
    </ul>
  ),
}
