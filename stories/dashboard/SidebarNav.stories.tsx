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
/** An operator's section: the review queue and the record, nothing of the other roles. */
export const Operator = meta.story({
  args: { links: navLinks('operator') },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Dashboard' })
    await expect(within(nav).getByRole('link', { name: 'Review' })).toBeVisible()
    await expect(within(nav).queryByRole('link', { name: 'Funded' })).toBeNull()
  },
})
