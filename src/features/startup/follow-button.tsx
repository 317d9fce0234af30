import { Button } from '@chakra-ui/react'
import { Bell, Check } from 'lucide-react'
import { errorMessage } from '@/api/api-error'
import { useFollow } from '@/api/following'
import { userQuery } from '@/api/users'
import { useApi } from '@/lib/services'
import { useQuery } from '@tanstack/react-query'
import { toast } from '@/components/ui/toaster-host'

/**
 * 'Follow' on a startup's page for an investor; once followed it reads 'Following' and a press
 * unfollows. Nothing on a server without following.
 */
export function FollowButton({ uid, startupId }: { uid: string; startupId: string }) {
  const api = useApi()
  const ids = useQuery(userQuery(api, uid)).data?.following
  const follow = useFollow(uid)
  if (!ids) return null
  const following = ids.includes(startupId)
  return (
    <Button
      variant={following ? 'subtle' : 'outline'}
      colorPalette="brand"
      minH="11"
      aria-pressed={following}
      loading={follow.isPending}
      onClick={() =>
        follow.mutate(
          { startupid: startupId, follow: !following },
          {
            onError: (error) =>
              toast.error({
                title: following ? "Couldn't unfollow" : "Couldn't follow",
                description: errorMessage(error, 'Try again.'),
              }),
          },
        )
      }
    >
      {following ? <Check aria-hidden="true" /> : <Bell aria-hidden="true" />}
      {following ? 'Following' : 'Follow'}
    </Button>
  )
}
