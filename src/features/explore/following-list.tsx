import { Stack, Text } from '@chakra-ui/react'
import { GridSkeleton } from '@/components/feedback/skeletons'
import { QueryError } from '@/components/feedback/query-error'
import { exploreView, type ExploreSearch } from '@/domain/explore'
import { StartupGrid } from './startup-grid'
import { useFollowed } from '@/api/following'

/**
 * Explore's 'Following' view: the startups the investor follows, searched, filtered and sorted
 * on the device like the rest of explore (a follow list is short).
 */
export function FollowingList({ uid, view }: { uid: string; view: ExploreSearch }) {
  const followed = useFollowed(uid)
  if (followed.error)
    return <QueryError error={followed.error} onRetry={() => window.location.reload()} />
  if (!followed.ids || followed.pending)
    return (
      <GridSkeleton
        label="Loading startups you follow"
        count={3}
        height="64"
        columns={{ base: 1, md: 2, xl: 3 }}
      />
    )
  if (followed.ids.length === 0)
    return (
      <Text color="fg.muted">
        You don't follow any startups yet. Open a startup and press 'Follow' to see it here.
      </Text>
    )
  const startups = exploreView(followed.startups, view)
  if (startups.length === 0)
    return <Text color="fg.muted">None of the startups you follow match your search.</Text>
  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {startups.length === 1 ? '1 startup you follow' : `${startups.length} startups you follow`}
      </Text>
      <StartupGrid startups={startups} />
    </Stack>
  )
}
