import { Button, HStack, Text } from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Bell, Check, Clock } from 'lucide-react'
import { useState } from 'react'
import { errorMessage } from '@/api/api-error'
import { followAction, type FollowInput } from '@/api/following'
import { sendOrQueue, useWaitingActions } from '@/api/outbox'
import { userQuery } from '@/api/users'
import { useApi, useServices } from '@/lib/services'
import { toast } from '@/components/ui/toaster-host'

/**
 * 'Follow' on a startup's page for an investor; once followed it reads 'Following' and a press
 * unfollows. Offline (remote mode) the press is kept and shows 'Waiting to send' until the app
 * can send it; pressing again, or 'Cancel', drops it. Nothing on a server without following.
 */
export function FollowButton({
  uid,
  startupId,
  startupName,
}: {
  uid: string
  startupId: string
  startupName: string
}) {
  const api = useApi()
  const client = useQueryClient()
  const { outbox } = useServices()
  const ids = useQuery(userQuery(api, uid)).data?.following
  const waiting = useWaitingActions<FollowInput>('follow', uid, (input) => {
    return input.startupid === startupId
  }).at(-1)
  const [sending, setSending] = useState(false)
  if (!ids) return null
  const following = waiting ? waiting.variables.follow : ids.includes(startupId)
  const press = () => {
    if (waiting) return void outbox?.cancel(waiting.id)
    const label = `${following ? 'Unfollow' : 'Follow'} ${startupName}`
    setSending(true)
    sendOrQueue(
      client,
      followAction(api),
      { useruid: uid, startupid: startupId, follow: !following },
      { uid, label },
    )
      .catch((error: unknown) =>
        toast.error({
          title: following ? "Couldn't unfollow" : "Couldn't follow",
          description: errorMessage(error, 'Try again.'),
        }),
      )
      .finally(() => setSending(false))
  }
  // Beside the page's other actions (a fragment: each is an item of their row).
  return (
    <>
      <Button
        variant={following ? 'subtle' : 'outline'}
        colorPalette="brand"
        minH="11"
        aria-pressed={following}
        loading={sending}
        onClick={press}
      >
        {following ? <Check aria-hidden="true" /> : <Bell aria-hidden="true" />}
        {following ? 'Following' : 'Follow'}
      </Button>
      {waiting && (
        <HStack gap="1">
          <Clock aria-hidden="true" size="14" />
          <Text fontSize="sm" color="fg.muted">
            Waiting to send
          </Text>
          <Button
            variant="ghost"
            size="sm"
            minH="11"
            onClick={() => void outbox?.cancel(waiting.id)}
          >
            Cancel
          </Button>
        </HStack>
      )}
    </>
  )
}
