import { expect, waitFor, within } from 'storybook/test'
import { NotificationBell } from '@/features/notifications/notification-bell'
import { answering } from '../support/overrides'
import { entries } from './fixtures'
import preview from '#.storybook/preview'

/** The top bar's bell: the way to the notification centre, with the unread count. */
const meta = preview.meta({ component: NotificationBell, args: { uid: 'seed-investor-01' } })

export const Unread = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(answering('users/notifications/:uid', { notifications: entries, unread: 2 })),
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('link', {
      name: 'Notifications, 2 unread',
    })
    await expect(bell).toHaveAttribute('href', '/dashboard/notifications')
    await expect(bell).toHaveTextContent('2')
  },
})
export const UnreadDark = meta.story({ ...Unread.input, globals: { theme: 'dark' } })
/** Past 99 the bell says 99+; its name says the number. */
export const Many = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(answering('users/notifications/:uid', { notifications: entries, unread: 140 })),
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('link', {
      name: 'Notifications, 140 unread',
    })
    await expect(bell).toHaveTextContent('99+')
  },
})
/** The demo's own data: nothing unread, a plain bell. */
export const AllRead = meta.story({
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Notifications' }),
    ).toBeVisible()
  },
})

/** Where the platform has app badges, the installed app's icon says the unread count. */
export const AppBadge = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(answering('users/notifications/:uid', { notifications: entries, unread: 2 }))
    const badges: (number | 'cleared')[] = []
    Object.assign(window, { appBadges: badges })
    Object.defineProperties(navigator, {
      setAppBadge: { configurable: true, value: async (n: number) => void badges.push(n) },
      clearAppBadge: { configurable: true, value: async () => void badges.push('cleared') },
    })
    return () => {
      Reflect.deleteProperty(navigator, 'setAppBadge')
      Reflect.deleteProperty(navigator, 'clearAppBadge')
    }
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Notifications, 2 unread' })
    await waitFor(() =>
      expect((window as unknown as { appBadges: unknown[] }).appBadges).toEqual([2]),
    )
  },
})
