import { createFileRoute } from '@tanstack/react-router'
import { NotificationList } from '@/features/notifications/notification-list'

/** The notification centre (docs/product.md#notifications), for every role. */
export const Route = createFileRoute('/dashboard/notifications')({
  component: function NotificationsPage() {
    const { user } = Route.useRouteContext()
    return <NotificationList uid={user.uid} />
  },
})
