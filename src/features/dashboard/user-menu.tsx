import { Box, Button, Menu, Portal, Stack, Text } from '@chakra-ui/react'
import { useCallback, useState } from 'react'
import { useAuth } from '@/lib/services'
import type { Role } from '@/domain/user'
import { useSignOut } from '@/components/auth/use-sign-out'
import { useCloseOnNavigate } from './use-close-on-navigate'
import { UserAvatar } from '@/components/ui/user-avatar'

/** Photo, name, ROLE, e-mail and 'Sign out'. Closes whenever the route changes. */
export function UserMenu({ role }: { role: Role }) {
  const { user } = useAuth()
  const [open, setOpen] = useState(false)
  useCloseOnNavigate(useCallback(() => setOpen(false), []))
  const name = user?.displayName || user?.email || 'You'

  const signOut = useSignOut()

  return (
    <Menu.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      // Fixed, as its trigger is, in the header that stays on screen: placed against the page
      // instead, the menu was left where the page had been whenever the page scrolled under it
      // (until its next placing), and a tap meant for 'Sign out' landed on the header.
      positioning={{ placement: 'bottom-end', strategy: 'fixed' }}
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
