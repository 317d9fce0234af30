import { Alert, Button, Dialog, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Megaphone } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { errorMessage } from '@/api/api-error'
import { usePostUpdate } from '@/api/updates'
import { NeedsConnection } from '@/components/connection/needs-connection'
import { fieldsOf, TextareaField, TextField } from '@/components/ui/form-field'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { toast } from '@/components/ui/toaster-host'
import { UPDATE_BODY_MAX, updateFieldsSchema, type UpdateFields } from '@/domain/updates'

/**
 * 'Post an update': a title and a markdown body for everyone who funded or follows the
 * startup. What was typed stays in the form if sending fails.
 */
export function PostUpdateDialog({ uid, startupId }: { uid: string; startupId: string }) {
  const [open, setOpen] = useState(false)
  const post = usePostUpdate()
  const form = useForm<UpdateFields>({
    resolver: zodResolver(updateFieldsSchema),
    defaultValues: { title: '', body: '' },
  })
  const field = fieldsOf(form)
  const submit = form.handleSubmit(async (fields) => {
    try {
      await post.mutateAsync({ ...fields, useruid: uid, startupid: startupId })
      form.reset()
      setOpen(false)
      toast.success({ title: 'Update posted', description: 'Your investors can read it now.' })
    } catch (error) {
      form.setError('root', {
        message: errorMessage(error),
      })
    }
  })
  return (
    <ModalDialog
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      closeOnInteractOutside={false}
      title="Post an update"
      description="Tell your investors and followers how it is going. Markdown works."
      trigger={
        <Button colorPalette="brand" variant="outline" minH="11">
          <Megaphone aria-hidden="true" /> Post an update
        </Button>
      }
    >
      <Dialog.Body>
        <form id="post-update" noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="4">
            <NeedsConnection action="Posting" />
            {form.formState.errors.root && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{form.formState.errors.root.message}</Alert.Title>
              </Alert.Root>
            )}
            <TextField label="Title" autoComplete="off" {...field('title')} />
            <TextareaField label="Update" rows={8} maxLength={UPDATE_BODY_MAX} {...field('body')} />
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          type="submit"
          form="post-update"
          colorPalette="brand"
          minH="11"
          loading={form.formState.isSubmitting}
        >
          Post update
        </Button>
      </Dialog.Footer>
    </ModalDialog>
  )
}
