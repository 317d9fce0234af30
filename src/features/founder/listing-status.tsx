import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { Pencil, Send } from 'lucide-react'
import { useState } from 'react'
import { errorMessage } from '@/api/api-error'
import { useResubmit } from '@/api/operating'
import { toast } from '@/components/ui/toaster-host'
import type { Startup } from '@/domain/startup'

/**
 * Where the founder's listing stands while investors cannot see it (docs/product.md#operators):
 * 'In review', or 'Sent back' with the operator's reason, 'Edit startup' and 'Resubmit for
 * review'. Nothing for a live startup or on a server without review.
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
