import { expect, fn, within } from 'storybook/test'
import { navLinks } from '@/features/dashboard/nav-links'
import { SidebarNav } from '@/features/dashboard/sidebar'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: SidebarNav,
  args: { links: navLinks('startup', 'active'), onNavigate: fn() },
  argTypes: { links: { control: false } },
})

export const Founder = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Dashboard' })).toBeVisible()
  },
})
export const FounderNotPublished = meta.story({ args: { links: navLinks('startup', 'inactive') } })
export const Investor = meta.story({ args: { links: navLinks('investor') } })
