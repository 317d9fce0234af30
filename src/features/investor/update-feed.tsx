import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { feedQuery } from '@/api/engagement'
import { StartupLogo } from '@/components/ui/startup-logo'
import { useApi } from '@/lib/services'
import { UpdateItem } from '@/components/ui/update-item'

const SHOWN = 3

/**
 * 'Updates from your startups' on an investor's dashboard: the newest updates of the startups
 * they funded or follow. Nothing when there are none or the server has no updates.
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
      {items.map(({ update, startup }) => (
        <UpdateItem
          key={update._id}
          update={update}
          from={
            <HStack gap="2">
              <StartupLogo src={startup.logo} size={24} alt="" />
              <Link to="/dashboard/startup/$id" params={{ id: startup._id }}>
                <Text fontWeight="semibold" fontSize="sm" textDecoration="underline">
                  {startup.name}
                </Text>
              </Link>
            </HStack>
          }
        />
      ))}
      {feed.data.length > SHOWN && (
        <Button variant="ghost" alignSelf="flex-start" minH="11" onClick={() => setAll(!all)}>
          {all ? 'Show fewer updates' : `Show all ${feed.data.length} updates`}
        </Button>
      )}
    </Stack>
  )
}
