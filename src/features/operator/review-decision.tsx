import { Alert, Button, Card, Dialog, HStack, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { Check, Undo2 } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { errorMessage } from '@/api/api-error'
import { useDecision } from '@/api/operating'
import { NeedsConnection } from '@/components/connection/needs-connection'
import { fieldsOf, TextareaField } from '@/components/ui/form-field'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { toast } from '@/components/ui/toaster-host'
import { REASON_MAX, sendBackInputSchema, type SendBackInput } from '@/domain/operating'
import type { Startup } from '@/domain/startup'

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
  const [open, setOpen] = useState(false)
  const decision = useDecision()
  const navigate = useNavigate()
  const form = useForm<SendBackInput>({
    resolver: zodResolver(sendBackInputSchema),
    defaultValues: { reason: '' },
  })
  const field = fieldsOf(form)
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await decision.mutateAsync({ id: startup._id, approve: false, reason })
      form.reset()
      setOpen(false)
      toast.success({
        title: `${startup.name} was sent back`,
        description: 'Its founder sees your reason on their dashboard.',
      })
      await navigate({ to: '/dashboard/review' })
    } catch (error) {
      form.setError('root', { message: errorMessage(error) })
    }
  })
  return (
    <ModalDialog
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      closeOnInteractOutside={false}
      title={`Send ${startup.name} back`}
      description="Say what the founder should change. They read it on their dashboard, edit, and resubmit."
      trigger={
        <Button variant="outline" minH="11">
          <Undo2 aria-hidden="true" /> Send back
        </Button>
      }
    >
      <Dialog.Body>
        <form id="send-back" noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="4">
            <NeedsConnection action="Sending back" />
            {form.formState.errors.root && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{form.formState.errors.root.message}</Alert.Title>
              </Alert.Root>
            )}
            <TextareaField
              label="Reason"
              rows={5}
              maxLength={REASON_MAX}
              helper={`Up to ${REASON_MAX} characters.`}
              {...field('reason')}
            />
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          type="submit"
          form="send-back"
          colorPalette="brand"
          minH="11"
          loading={form.formState.isSubmitting}
        >
          Send back
        </Button>
      </Dialog.Footer>
    </ModalDialog>
  )
}
