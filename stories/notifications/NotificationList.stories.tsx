import { http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { NotificationList } from '@/features/notifications/notification-list'
import { answering, failing, loading } from '../support/overrides'
import { entries } from './fixtures'
import preview from '#.storybook/preview'

/** 'Notifications': the newest first, unread ones marked, each leading to where it happened. */
const meta = preview.meta({ component: NotificationList, args: { uid: 'seed-investor-01' } })

export const Unread = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(answering('users/notifications/:uid', { notifications: entries, unread: 2 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Your notifications' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5)
    await expect(canvas.getByText('2 unread')).toBeVisible()
    await expect(
      within(list).getByRole('link', { name: 'ChaiCredit answered your question' }),
    ).toHaveAttribute('href', '/dashboard/startup/chai-credit#startup-questions')
    await expect(canvas.getByRole('button', { name: 'Mark all read' })).toBeEnabled()
  },
})
export const UnreadDark = meta.story({ ...Unread.input, globals: { theme: 'dark' } })
/** The demo's own data for a new account: nothing yet, and what will come here. */
export const Empty = meta.story({
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Nothing yet/)).toBeVisible()
  },
})
/** 'Mark all read': every entry is read, and the count says so. */
export const MarkAllRead = meta.story({
  beforeEach: ({ msw }) => {
    let read = false
    msw.use(
      http.get('*/api/users/notifications/:uid', () =>
        HttpResponse.json(
          read
            ? { notifications: entries.map((entry) => ({ ...entry, read: true })), unread: 0 }
            : { notifications: entries, unread: 2 },
        ),
      ),
      http.post('*/api/users/notifications/read', () => {
        read = true
        return HttpResponse.json({ unread: 0 })
      }),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark all read' }))
    await expect(await canvas.findByText('All read')).toBeVisible()
    await expect(canvas.queryByText('Unread')).toBeNull()
    await expect(await canvas.findByRole('button', { name: 'Mark all read' })).toBeDisabled()
  },
})
export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(loading('users/notifications/:uid')),
})
export const Failed = meta.story({
  beforeEach: ({ msw }) => msw.use(failing('users/notifications/:uid')),
})
