import { Box, Button, Menu, Portal, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { useAuth } from '@/lib/services'
import type { Role } from '@/domain/user'
import { withToaster } from '@/components/ui/toaster-host'
import { useCloseOnNavigate } from './use-close-on-navigate'
import { UserAvatar } from '@/components/ui/user-avatar'

/** Photo, name, ROLE, e-mail and 'Sign out'. Closes whenever the route changes. */
export function UserMenu({ role }: { role: Role }) {
  const { user, auth } = useAuth()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  useCloseOnNavigate(useCallback(() => setOpen(false), []))
  const name = user?.displayName || user?.email || 'You'

  const signOut = async () => {
    try {
      await auth.signOut()
      await navigate({ to: '/' })
    } catch (error) {
      console.warn('Sign-out failed', error)
      withToaster((toaster) =>
        toaster.error({
          title: "Couldn't sign you out",
          description: 'Check your connection and try again.',
        }),
      )
    }
  }

  return (
    <Menu.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1" aria-label="Open user menu" rounded="full">
          <UserAvatar name={name} src={user?.photoURL} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64">
            <Box px="3" py="2">
              <Stack direction="row" gap="3" align="center">
                <UserAvatar name={name} src={user?.photoURL} size="md" />
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold" truncate>
                    {name}
                  </Text>
                  <Text fontSize="xs" fontWeight="bold" color="brand.fg" letterSpacing="wide">
                    {role.toUpperCase()}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {user?.email}
                  </Text>
                </Stack>
              </Stack>
            </Box>
            <Menu.Separator />
            <Menu.Item value="sign-out" onSelect={signOut}>
              Sign out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
