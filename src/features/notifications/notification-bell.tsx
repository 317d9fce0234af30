import { Badge, Button } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Bell } from 'lucide-react'
import { useEffect } from 'react'
import { notificationsQuery } from '@/api/notifications'
import { useApi } from '@/lib/services'

/**
 * The installed app's badge (its icon on the home screen or the shelf) says the unread count,
 * where the platform has badges; none once all are read.
 */
function useAppBadge(unread: number | undefined) {
  useEffect(() => {
    if (unread === undefined || !('setAppBadge' in navigator)) return
    const shown = unread > 0 ? navigator.setAppBadge(unread) : navigator.clearAppBadge()
    // A browser may refuse (not installed, no permission): the bell still says it.
    shown.catch(() => undefined)
  }, [unread])
}

/** How the unread count reads on the bell (its name and the list say the whole number). */
const shortCount = (unread: number) => (unread > 99 ? '99+' : String(unread))

/**
 * The header's bell: the way to the notification centre, with the unread count beside it.
 * Nothing on a server without notifications.
 */
export function NotificationBell({ uid }: { uid: string }) {
  const api = useApi()
  const mine = useQuery(notificationsQuery(api, uid)).data
  useAppBadge(mine?.unread)
  if (!mine) return null
  const label = mine.unread ? `Notifications, ${mine.unread} unread` : 'Notifications'
  return (
    <Button asChild variant="ghost" minW="10" px="2" gap="1" aria-label={label}>
      <Link to="/dashboard/notifications">
        <Bell aria-hidden="true" />
        {mine.unread > 0 && (
          <Badge colorPalette="red" variant="solid" rounded="full" aria-hidden="true">
            {shortCount(mine.unread)}
          </Badge>
        )}
      </Link>
    </Button>
  )
}
