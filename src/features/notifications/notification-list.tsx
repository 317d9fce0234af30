import { Badge, Box, Button, Heading, HStack, LinkOverlay, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { errorMessage } from '@/api/api-error'
import { notificationsQuery, useMarkRead } from '@/api/notifications'
import { ListSkeleton } from '@/components/feedback/skeletons'
import { EmptyNote } from '@/components/feedback/empty-note'
import { QueryError } from '@/components/feedback/query-error'
import { humanDateTime } from '@/domain/format'
import type { AppNotification, NotificationKind } from '@/domain/notifications'
import { useApi } from '@/lib/services'
import { notificationTarget } from './notification-target'
import { PushSettings } from './push-settings'

const KIND_TEXT: Record<NotificationKind, string> = {
  answer: 'Answer',
  update: 'Update',
  approved: 'Approved',
  sent_back: 'Sent back',
  taken_down: 'Taken down',
  outcome: 'Raise closed',
  refunded: 'Refunded',
  cooling_off: 'Time to cancel',
}

/**
 * 'Notifications': what happened while you were away, newest first, unread ones marked; each
 * leads to where it happened (and is read once opened); 'Mark all read'.
 */
export function NotificationList({ uid }: { uid: string }) {
  const api = useApi()
  const mine = useQuery(notificationsQuery(api, uid))
  const markRead = useMarkRead(uid)
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Notifications
        </Heading>
        <Text color="fg.muted">
          A founder answering your question, an update from a startup you funded or follow, a raise
          closing, and Seedling's decisions on your startup.
        </Text>
      </Stack>
      <PushSettings uid={uid} />
      {mine.isPending ? (
        <ListSkeleton label="Loading your notifications" heights={['16', '16', '16']} />
      ) : mine.isError ? (
        <QueryError error={mine.error} onRetry={() => void mine.refetch()} />
      ) : !mine.data || mine.data.notifications.length === 0 ? (
        <EmptyNote>
          {mine.data
            ? 'Nothing yet. You are told here when something happens to your questions, your startups or your startup.'
            : 'This server does not keep notifications.'}
        </EmptyNote>
      ) : (
        <>
          <HStack gap="3" flexWrap="wrap" justify="space-between">
            <Text aria-live="polite">
              {mine.data.unread === 0
                ? 'All read'
                : mine.data.unread === 1
                  ? '1 unread'
                  : `${mine.data.unread} unread`}
            </Text>
            <Button
              variant="outline"
              minH="11"
              disabled={mine.data.unread === 0}
              loading={markRead.isPending}
              onClick={() => markRead.mutate(undefined)}
            >
              Mark all read
            </Button>
          </HStack>
          {markRead.isError && <Text color="fg.error">{errorMessage(markRead.error)}</Text>}
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Your notifications">
            {mine.data.notifications.map((entry) => (
              <Entry
                key={entry.id}
                entry={entry}
                onOpen={() => {
                  if (!entry.read) markRead.mutate([entry.id])
                }}
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  )
}

function Entry({ entry, onOpen }: { entry: AppNotification; onOpen: () => void }) {
  return (
    <Box
      as="li"
      position="relative"
      borderWidth="1px"
      rounded="lg"
      p="3"
      bg={entry.read ? undefined : 'brand.subtle'}
      borderColor={entry.read ? undefined : 'brand.muted'}
    >
      <Stack gap="1" minW="0">
        <HStack gap="2" flexWrap="wrap">
          <Badge colorPalette={entry.read ? 'gray' : 'brand'}>{KIND_TEXT[entry.kind]}</Badge>
          {!entry.read && <Badge colorPalette="red">Unread</Badge>}
          <Text asChild fontSize="sm" color="fg.muted">
            <time dateTime={entry.at}>{humanDateTime(entry.at)}</time>
          </Text>
        </HStack>
        {/* The whole card is the link's target, for thumbs. */}
        <LinkOverlay asChild>
          <Link {...notificationTarget(entry.link)} onClick={onOpen}>
            <Text fontWeight={entry.read ? 'normal' : 'semibold'} overflowWrap="anywhere">
              {entry.title}
            </Text>
          </Link>
        </LinkOverlay>
        {entry.body && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2} overflowWrap="anywhere">
            {entry.body}
          </Text>
        )}
      </Stack>
    </Box>
  )
}
