import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { navLinks } from '@/features/dashboard/nav-links'
import { SidebarNav } from '@/features/dashboard/sidebar'

const meta = {
  title: 'Dashboard/SidebarNav',
  component: SidebarNav,
  args: { links: navLinks('startup', 'active'), onNavigate: fn() },
  argTypes: { links: { control: false } },
} satisfies Meta<typeof SidebarNav>
export default meta
type Story = StoryObj<typeof meta>

export const Founder: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Dashboard' })).toBeVisible()
  },
}
export const FounderNotPublished: Story = { args: { links: navLinks('startup', 'inactive') } }
export const Investor: Story = { args: { links: navLinks('investor') } }
