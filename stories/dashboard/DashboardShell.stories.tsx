import { expect, userEvent, waitFor, within } from 'storybook/test'
import { DashboardShell } from '@/features/dashboard/dashboard-shell'
import { NotificationBell } from '@/features/notifications/notification-bell'
import { answering } from '../support/overrides'
import preview from '#.storybook/preview'

/** The signed-in frame: top bar, sidebar (a drawer on a phone), content. */
const meta = preview.meta({
  component: DashboardShell,
  parameters: { layout: 'fullscreen' },
  args: { role: 'investor' as const },
  argTypes: {
    role: { control: 'inline-radio', options: ['investor', 'startup'] },
    startupState: { control: 'inline-radio', options: [undefined, 'inactive', 'active'] },
  },
})

export const Investor = meta.story()
export const FounderNotPublished = meta.story({
  parameters: { user: 'newFounder' },
  args: { role: 'startup', startupState: 'inactive' },
})
export const FounderPublished = meta.story({
  parameters: { user: 'founder' },
  args: { role: 'startup', startupState: 'active' },
})
export const PhoneSidebar = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open sidebar' }))
    const link = await within(document.body).findByRole('link', { name: 'Top Startups' })
    await waitFor(() => expect(link).toBeVisible())
  },
})

/** The top bar on a phone with the notification bell and three unread: everything fits. */
export const PhoneWithUnread = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  args: { actions: <NotificationBell uid="seed-investor-01" /> },
  beforeEach: ({ msw }) =>
    msw.use(answering('users/notifications/:uid', { notifications: [], unread: 3 })),
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('link', {
      name: 'Notifications, 3 unread',
    })
    await expect(bell).toBeVisible()
    await expect(
      within(canvasElement).getByRole('button', { name: 'Open user menu' }),
    ).toBeVisible()
  },
})
