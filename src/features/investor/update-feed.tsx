import { Button, Heading, HStack, LinkOverlay, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { feedQuery } from '@/api/updates'
import { StartupLogo } from '@/components/ui/startup-logo'
import { humanDate } from '@/domain/format'
import { plainExcerpt } from '@/domain/markdown-text'
import { useApi } from '@/lib/services'

const SHOWN = 3

/**
 * 'Updates from your startups' on an investor's dashboard: the newest updates of the startups
 * they funded or follow, each a title and a line or two, leading to the whole update on the
 * startup's page. Nothing when there are none or the server has no updates.
 */
export function UpdateFeed({ uid }: { uid: string }) {
  const api = useApi()
  const feed = useQuery({ ...feedQuery(api, uid), retry: false })
  const [all, setAll] = useState(false)
  if (!feed.data?.length) return null
  const items = all ? feed.data : feed.data.slice(0, SHOWN)
  return (
    <Stack as="section" gap="3" aria-labelledby="update-feed">
      <Heading as="h2" size="lg" id="update-feed">
        Updates from your startups
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {items.map(({ update, startup }) => (
          <HStack
            as="li"
            key={update._id}
            gap="3"
            align="start"
            borderWidth="1px"
            rounded="lg"
            p="3"
            position="relative"
          >
            <StartupLogo src={startup.logo} widths={startup.logoWidths} size={40} alt="" />
            <Stack gap="0.5" minW="0">
              <Text fontSize="sm" color="fg.muted">
                {startup.name} ·{' '}
                <time dateTime={update.createdAt}>{humanDate(update.createdAt.slice(0, 10))}</time>
              </Text>
              {/* The whole card is the link's target, for thumbs. */}
              <LinkOverlay asChild>
                <Link
                  to="/dashboard/startup/$id"
                  params={{ id: startup._id }}
                  hash="startup-updates"
                >
                  <Text as="h3" fontWeight="semibold">
                    {update.title}
                  </Text>
                </Link>
              </LinkOverlay>
              <Text fontSize="sm" lineClamp={2}>
                {plainExcerpt(update.body)}
              </Text>
            </Stack>
          </HStack>
        ))}
      </Stack>
      {feed.data.length > SHOWN && (
        <Button variant="ghost" alignSelf="flex-start" minH="11" onClick={() => setAll(!all)}>
          {all ? 'Show fewer updates' : `Show all ${feed.data.length} updates`}
        </Button>
      )}
    </Stack>
  )
}
