import { Alert, Button, Dialog, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState, type ReactElement } from 'react'
import { useForm } from 'react-hook-form'
import { errorMessage } from '@/api/api-error'
import { NeedsConnection } from '@/components/connection/needs-connection'
import { fieldsOf, TextareaField } from '@/components/ui/form-field'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { REASON_MAX, reasonSchema, recordReasonSchema } from '@/domain/operating'
import { z } from '@/domain/zod'

const schemas = {
  founder: z.object({ reason: reasonSchema }),
  record: z.object({ reason: recordReasonSchema }),
}

/**
 * An operator's decision that needs a reason (send back, take down, restore, suspend, lift): it is
 * required and goes on the record; what was typed stays in the form if sending fails.
 */
export function ReasonDialog({
  title,
  description,
  trigger,
  action,
  danger = false,
  readBy = 'record',
  decide,
}: {
  title: string
  description: string
  /** The button that opens it. */
  trigger: ReactElement
  /** The submit button's label. */
  action: string
  /** A destructive decision: outlined in red. */
  danger?: boolean
  /** Who the reason is for, which the message asking for one names: the founder, or the record. */
  readBy?: keyof typeof schemas
  /** Sends the decision; a refusal is shown in the dialog. */
  decide: (reason: string) => Promise<void>
}) {
  const [open, setOpen] = useState(false)
  const formId = useId()
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(schemas[readBy]),
    defaultValues: { reason: '' },
  })
  const field = fieldsOf(form)
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await decide(reason)
      form.reset()
      setOpen(false)
    } catch (error) {
      form.setError('root', { message: errorMessage(error) })
    }
  })
  return (
    <ModalDialog
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      closeOnInteractOutside={false}
      title={title}
      description={description}
      trigger={trigger}
    >
      <Dialog.Body>
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="4">
            <NeedsConnection action="Deciding" />
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
          form={formId}
          colorPalette={danger ? 'red' : 'brand'}
          variant={danger ? 'outline' : 'solid'}
          minH="11"
          loading={form.formState.isSubmitting}
        >
          {action}
        </Button>
      </Dialog.Footer>
    </ModalDialog>
  )
}
