import { Avatar, Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react'
import { useSyncExternalStore } from 'react'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { useServices } from '@/lib/services'
import { DEMO_GOOGLE_ACCOUNT } from '@/auth/google-chooser'

/** Demo auth's stand-in for Google's popup: "Choose an account". */
export function GoogleChooserDialog() {
  const { chooser } = useServices()
  const open = useSyncExternalStore(chooser.subscribe, chooser.isOpen, chooser.isOpen)
  const account = DEMO_GOOGLE_ACCOUNT
  return (
    <ModalDialog
      title="Choose an account"
      description="to continue to Seedling (demo Google sign-in)"
      open={open}
      onOpenChange={(details) => !details.open && chooser.answer(null)}
      size="sm"
    >
      <Dialog.Body>
        <Button
          variant="outline"
          width="full"
          height="auto"
          py="3"
          justifyContent="flex-start"
          onClick={() => chooser.answer(account)}
        >
          <HStack gap="3">
            <Avatar.Root size="sm">
              <Avatar.Fallback name={account.displayName} />
              <Avatar.Image src={account.photoURL} alt="" />
            </Avatar.Root>
            <Stack gap="0" textAlign="start">
              <Text fontWeight="medium">{account.displayName}</Text>
              <Text fontSize="sm" color="fg.muted">
                {account.email}
              </Text>
            </Stack>
          </HStack>
        </Button>
      </Dialog.Body>
    </ModalDialog>
  )
}
