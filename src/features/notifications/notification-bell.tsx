import { Box, IconButton } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Bell } from 'lucide-react'
import { notificationsQuery } from '@/api/notifications'
import { useApi } from '@/lib/services'

/** How the unread count reads on the bell (the list says the whole number). */
const shortCount = (unread: number) => (unread > 99 ? '99+' : String(unread))

/**
 * The header's bell: the way to the notification centre, with the unread count. Nothing on a
 * server without notifications.
 */
export function NotificationBell({ uid }: { uid: string }) {
  const api = useApi()
  const mine = useQuery(notificationsQuery(api, uid)).data
  if (!mine) return null
  const label = mine.unread ? `Notifications, ${mine.unread} unread` : 'Notifications'
  return (
    <IconButton asChild variant="ghost" position="relative" aria-label={label}>
      <Link to="/dashboard/notifications">
        <Bell aria-hidden="true" />
        {mine.unread > 0 && (
          <Box
            as="span"
            aria-hidden="true"
            position="absolute"
            top="1"
            insetEnd="1"
            minW="5"
            h="5"
            px="1"
            rounded="full"
            bg="red.solid"
            color="red.contrast"
            fontSize="xs"
            fontWeight="bold"
            lineHeight="5"
            textAlign="center"
          >
            {shortCount(mine.unread)}
          </Box>
        )}
      </Link>
    </IconButton>
  )
}
