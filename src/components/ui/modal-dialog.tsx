import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type ModalDialogProps = Omit<Dialog.RootProps, 'children'> & {
  title: ReactNode
  /** A line under the title. */
  description?: ReactNode
  /** The button that opens it, when the dialog owns one. */
  trigger?: ReactNode
  /** Body and footer parts (`Dialog.Body`, `Dialog.Footer`). */
  children: ReactNode
  /** A close button in the corner; a confirmation that must be answered has none. */
  closable?: boolean
  contentProps?: Dialog.ContentProps
}

/** The app's modal dialog: a centred panel over a backdrop, with its title as its name. */
export function ModalDialog({
  title,
  description,
  trigger,
  children,
  closable = true,
  contentProps,
  ...root
}: ModalDialogProps) {
  return (
    <Dialog.Root placement="center" {...root}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...contentProps}>
            <Dialog.Header>
              <Stack gap="1">
                <Dialog.Title>{title}</Dialog.Title>
                {description && (
                  <Text fontSize="sm" color="fg.muted">
                    {description}
                  </Text>
                )}
              </Stack>
            </Dialog.Header>
            {children}
            {closable && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

/**
 * A question that must be answered before something that cannot be undone: the title asks it,
 * the body says what happens, 'Cancel'-like and the destructive action answer it.
 */
export function ConfirmDialog({
  title,
  children,
  keepLabel,
  confirmLabel,
  busy,
  onConfirm,
  ...root
}: Omit<ModalDialogProps, 'closable' | 'contentProps' | 'role'> & {
  keepLabel: string
  confirmLabel: string
  busy: boolean
  onConfirm: () => void
}) {
  return (
    <ModalDialog
      role="alertdialog"
      title={title}
      closable={false}
      contentProps={{ mx: '4' }}
      {...root}
    >
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={busy}>
            {keepLabel}
          </Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="red" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </ModalDialog>
  )
}
