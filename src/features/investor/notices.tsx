import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Bell } from 'lucide-react'
import { useState } from 'react'
import { feedQuery } from '@/api/updates'
import { closingInWords } from '@/domain/deal'
import { CLOSING_NOTICE_DAYS } from '@/domain/following'
import { daysBetween } from '@/domain/startup-fields'
import { useApi } from '@/lib/services'
import { useMinute, useClosingDay } from '@/lib/use-today'
import { useFollowed } from '@/api/following'

/** How long an update counts as news. */
const NEW_FOR_MS = 7 * 86_400_000

const seenKey = (uid: string) => `seedling:updates-seen:${uid}`

function readSeen(uid: string): string {
  try {
    return localStorage.getItem(seenKey(uid)) ?? ''
  } catch {
    return ''
  }
}

interface Notice {
  key: string
  startupId: string
  text: string
}

/**
 * Notices on an investor's dashboard: a followed startup three days or less from its closing
 * date, and updates of the last week posted since the investor last marked them read.
 */
export function Notices({ uid }: { uid: string }) {
  const api = useApi()
  const today = useClosingDay()
  const now = useMinute()
  const followed = useFollowed(uid)
  const feed = useQuery({ ...feedQuery(api, uid), retry: false })
  const [seen, setSeen] = useState(() => readSeen(uid))

  const closing: Notice[] = followed.startups.flatMap((startup) => {
    const closes = closingInWords(startup.closesOn, today)
    if (!closes || closes.closed || !startup.closesOn) return []
    if (daysBetween(today, startup.closesOn) > CLOSING_NOTICE_DAYS) return []
    return [
      {
        key: `closing-${startup._id}`,
        startupId: startup._id,
        text: `${startup.name} closes soon: ${closes.text.toLowerCase()}.`,
      },
    ]
  })
  // New: posted since the investor last marked them read, and within the last week.
  const since = new Date(now - NEW_FOR_MS).toISOString()
  const fresh = (feed.data ?? []).filter(
    ({ update }) => update.createdAt > seen && update.createdAt > since,
  )
  const updates: Notice[] = fresh.map(({ update, startup }) => ({
    key: `update-${update._id}`,
    startupId: startup._id,
    text: `${startup.name} posted an update: ${update.title}`,
  }))
  const notices = [...closing, ...updates]
  if (notices.length === 0) return null

  const markRead = () => {
    const newest = fresh[0]?.update.createdAt ?? seen
    try {
      localStorage.setItem(seenKey(uid), newest)
    } catch {
      // Private mode: read for this visit only.
    }
    setSeen(newest)
  }
  return (
    <Card.Root as="section" variant="subtle" aria-labelledby="notices-heading">
      <Card.Body gap="3">
        <HStack gap="2">
          <Bell size={18} aria-hidden="true" />
          <Heading as="h2" size="md" id="notices-heading">
            Notices
          </Heading>
        </HStack>
        <Stack as="ul" gap="1" listStyleType="none">
          {notices.map((notice) => (
            <Text as="li" key={notice.key}>
              <Link
                to="/dashboard/startup/$id"
                params={{ id: notice.startupId }}
                style={{ textDecoration: 'underline' }}
              >
                {notice.text}
              </Link>
            </Text>
          ))}
        </Stack>
        {updates.length > 0 && (
          <Button variant="outline" size="sm" minH="11" alignSelf="flex-start" onClick={markRead}>
            Mark updates as read
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  )
}
