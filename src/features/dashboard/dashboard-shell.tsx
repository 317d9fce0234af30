import { Box, CloseButton, Drawer, Flex, HStack, IconButton, Portal } from '@chakra-ui/react'
import { Outlet } from '@tanstack/react-router'
import { Menu as MenuIcon } from 'lucide-react'
import { useCallback, useState, type ReactNode } from 'react'
import { ColorModeButton } from '@/components/ui/color-mode-button'
import { LogoLink } from '@/components/ui/logo'
import type { Role } from '@/domain/user'
import type { StartupState } from '@/domain/startup-state'
import { navLinks } from './nav-links'
import { SidebarNav } from './sidebar'
import { useCloseOnNavigate } from './use-close-on-navigate'
import { UserMenu } from './user-menu'

const TOP_BAR_HEIGHT = '64px'
const SIDEBAR_WIDTH = '240px'

/** The signed-in frame: fixed top bar, sidebar (a drawer on small screens), content. */
export function DashboardShell({
  role,
  startupState,
  notice,
  actions,
}: {
  role: Role
  startupState?: StartupState | undefined
  /** Shown above every screen (a suspended account's notice). */
  notice?: ReactNode
  /** More of the top bar, before the colour mode (the notification bell). */
  actions?: ReactNode
}) {
  const links = navLinks(role, startupState)
  const [drawerOpen, setDrawerOpen] = useState(false)
  useCloseOnNavigate(useCallback(() => setDrawerOpen(false), []))

  return (
    <Box minH="100dvh">
      <Flex
        as="header"
        data-print="hide"
        position="fixed"
        top="0"
        insetInline="0"
        height={TOP_BAR_HEIGHT}
        zIndex="sticky"
        align="center"
        justify="space-between"
        px={{ base: '3', md: '6' }}
        bg="bg.panel"
        borderBottomWidth="1px"
      >
        <HStack gap="2">
          <IconButton
            aria-label="Open sidebar"
            variant="ghost"
            display={{ base: 'inline-flex', lg: 'none' }}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </IconButton>
          <LogoLink to="/dashboard" />
        </HStack>
        <HStack gap="1">
          {actions}
          <ColorModeButton />
          <UserMenu role={role} />
        </HStack>
      </Flex>

      <Box
        as="aside"
        data-print="hide"
        display={{ base: 'none', lg: 'block' }}
        position="fixed"
        top={TOP_BAR_HEIGHT}
        // It ends above the floating layer (the demo notice, the offline pill): its last link is
        // never under them, however short the window.
        bottom="var(--floating-height, 0px)"
        insetStart="0"
        width={SIDEBAR_WIDTH}
        borderEndWidth="1px"
        bg="bg.panel"
        overflowY="auto"
      >
        <SidebarNav links={links} />
      </Box>

      <Drawer.Root
        open={drawerOpen}
        onOpenChange={(details) => setDrawerOpen(details.open)}
        placement="start"
        size="xs"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>Seedling</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="0">
                <SidebarNav links={links} onNavigate={() => setDrawerOpen(false)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close sidebar" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Box as="main" data-print="page" pt={TOP_BAR_HEIGHT} ps={{ base: '0', lg: SIDEBAR_WIDTH }}>
        <Box px={{ base: '4', md: '8' }} py="8" pb="16" maxW="6xl">
          {notice}
          <Outlet />
        </Box>
      </Box>
    </Box>
  )
}
