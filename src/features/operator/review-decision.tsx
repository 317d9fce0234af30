import { Alert, Button, Card, HStack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { Check, Undo2 } from 'lucide-react'
import { useState } from 'react'
import { errorMessage } from '@/api/api-error'
import { useDecision } from '@/api/operating'
import { toast } from '@/components/ui/toaster-host'
import type { Startup } from '@/domain/startup'
import { ReasonDialog } from './reason-dialog'

/**
 * The operator's decision on a listing in review: 'Approve' (it goes live) or 'Send back' with
 * a reason its founder reads. Both go on the record; the queue opens again once decided.
 */
export function ReviewDecision({ startup }: { startup: Startup }) {
  const decision = useDecision()
  const navigate = useNavigate()
  const [failed, setFailed] = useState<string | null>(null)
  const waiting = startup.listing === 'in_review'

  const approve = async () => {
    setFailed(null)
    try {
      await decision.mutateAsync({ id: startup._id, approve: true, reason: '' })
      toast.success({ title: `${startup.name} is live`, description: 'Investors can find it now.' })
      await navigate({ to: '/dashboard/review' })
    } catch (error) {
      setFailed(errorMessage(error))
    }
  }

  return (
    <Card.Root variant="outline" aria-label="Your decision" borderColor="border.emphasized">
      <Card.Body gap="3">
        <Text fontWeight="semibold">
          {waiting
            ? 'Is this listing fit for investors?'
            : startup.listing === 'live'
              ? 'This startup is live.'
              : 'This startup was sent back to its founder.'}
        </Text>
        {startup.listing === 'sent_back' && startup.reviewNote && (
          <Text color="fg.muted">Reason given: {startup.reviewNote}</Text>
        )}
        {failed && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failed}</Alert.Title>
          </Alert.Root>
        )}
        {waiting && (
          <HStack gap="3" flexWrap="wrap">
            <Button
              colorPalette="brand"
              minH="11"
              loading={decision.isPending && decision.variables?.approve}
              onClick={() => void approve()}
            >
              <Check aria-hidden="true" /> Approve
            </Button>
            <SendBackDialog startup={startup} />
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  )
}

/** 'Send back': the reason, required, kept in the form if sending fails. */
function SendBackDialog({ startup }: { startup: Startup }) {
  const decision = useDecision()
  const navigate = useNavigate()
  return (
    <ReasonDialog
      title={`Send ${startup.name} back`}
      readBy="founder"
      description="Say what the founder should change. They read it on their dashboard, edit, and resubmit."
      trigger={
        <Button variant="outline" minH="11">
          <Undo2 aria-hidden="true" /> Send back
        </Button>
      }
      action="Send back"
      decide={async (reason) => {
        await decision.mutateAsync({ id: startup._id, approve: false, reason })
        toast.success({
          title: `${startup.name} was sent back`,
          description: 'Its founder sees your reason on their dashboard.',
        })
        await navigate({ to: '/dashboard/review' })
      }}
    />
  )
}
