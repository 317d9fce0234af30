import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { Pencil, Send } from 'lucide-react'
import { useState } from 'react'
import { errorMessage } from '@/api/api-error'
import { useResubmit } from '@/api/operating'
import { toast } from '@/components/ui/toaster-host'
import { humanDate } from '@/domain/format'
import type { Startup } from '@/domain/startup'

/**
 * Where the founder's listing stands while investors cannot see it (docs/product.md#operators):
 * 'In review', or 'Sent back' with the operator's reason, 'Edit startup' and 'Resubmit for
 * review'; once an operator approves it, 'Approved' until the founder has read it (a fortnight
 * at most). Nothing otherwise, or on a server without review.
 */
export function ListingStatus({ uid, startup }: { uid: string; startup: Startup }) {
  const resubmit = useResubmit(uid, startup._id)
  const [failed, setFailed] = useState<string | null>(null)
  if (startup.listing === 'in_review')
    return (
      <Alert.Root status="info" aria-label="Listing status">
        <Alert.Indicator />
        <Stack gap="1">
          <Alert.Title>In review</Alert.Title>
          <Alert.Description>
            A Seedling operator checks every startup before investors see it. You can still edit it
            meanwhile; it goes live once approved.
          </Alert.Description>
        </Stack>
      </Alert.Root>
    )
  if (startup.listing === 'taken_down')
    return (
      <Alert.Root status="error" aria-label="Listing status">
        <Alert.Indicator />
        <Stack gap="1">
          <Alert.Title>Taken down by Seedling: {startup.reviewNote}</Alert.Title>
          <Alert.Description>
            Investors cannot find it or invest. Those who invested keep their payments and receipts.
            Write to Seedling's support if you think this is a mistake.
          </Alert.Description>
        </Stack>
      </Alert.Root>
    )
  if (startup.listing === 'live')
    return startup.approvedAt ? (
      <Approved startupId={startup._id} name={startup.name} at={startup.approvedAt} />
    ) : null
  if (startup.listing !== 'sent_back') return null
  const send = async () => {
    setFailed(null)
    try {
      await resubmit.mutateAsync()
      toast.success({
        title: 'Resubmitted for review',
        description: 'An operator looks at it again.',
      })
    } catch (error) {
      setFailed(errorMessage(error))
    }
  }
  return (
    <Alert.Root status="warning" aria-label="Listing status">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Stack gap="1">
          <Alert.Title>Sent back: {startup.reviewNote}</Alert.Title>
          <Alert.Description>
            Investors cannot see your startup yet. Change what the operator asked, then resubmit it
            for review.
          </Alert.Description>
        </Stack>
        {failed && <Text color="fg.error">{failed}</Text>}
        <HStack gap="3" flexWrap="wrap">
          {startup.editedAt !== undefined && (
            <Button asChild variant="outline" minH="11">
              <Link to="/dashboard/edit">
                <Pencil aria-hidden="true" /> Edit startup
              </Link>
            </Button>
          )}
          <Button
            colorPalette="brand"
            minH="11"
            loading={resubmit.isPending}
            onClick={() => void send()}
          >
            <Send aria-hidden="true" /> Resubmit for review
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  )
}

/** How long 'Approved' waits for its founder to read it. */
const APPROVED_SHOWN_MS = 14 * 24 * 3_600_000

/** The device's memory of an approval its founder has read (one key per approval). */
const readKey = (startupId: string, at: string) => `seedling:approval-read:${startupId}:${at}`

function Approved({ startupId, name, at }: { startupId: string; name: string; at: string }) {
  const key = readKey(startupId, at)
  // Read already on this device, or approved too long ago to be news.
  const [read, setRead] = useState(() => {
    if (Date.now() - Date.parse(at) > APPROVED_SHOWN_MS) return true
    try {
      return localStorage.getItem(key) !== null
    } catch {
      return false
    }
  })
  if (read) return null
  const markRead = () => {
    try {
      localStorage.setItem(key, '1')
    } catch {
      // Private mode without storage: it is hidden until the page is opened again.
    }
    setRead(true)
  }
  return (
    <Alert.Root status="success" aria-label="Listing status">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Stack gap="1">
          <Alert.Title>Approved: {name} is live</Alert.Title>
          <Alert.Description>
            A Seedling operator approved it on {humanDate(at.slice(0, 10))}. Investors can find it
            in Explore and invest; share its public page to reach more of them.
          </Alert.Description>
        </Stack>
        <Button alignSelf="flex-start" variant="outline" size="sm" minH="11" onClick={markRead}>
          Got it
        </Button>
      </Stack>
    </Alert.Root>
  )
}
