import { Box, Button, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { Menu, X } from 'lucide-react'
import { useState } from 'react'
import { useAuth } from '@/lib/services'
import { ColorModeButton } from '@/components/ui/color-mode-button'
import { LogoMark } from '@/components/ui/logo'
import { SECTIONS } from './landing-content'
import { useActiveSection } from './use-active-section'

const ids = SECTIONS.map((section) => section.id)

/**
 * Logo (reloads the page), the four in-page links with the current one marked, 'Get started'
 * (disabled, as docs/product.md#screens has it) and 'Log in' ('Dashboard' when signed in); on phones the menu
 * holds the links and 'Log in'.
 */
export function LandingHeader() {
  const active = useActiveSection(ids)
  const [open, setOpen] = useState(false)
  const { user } = useAuth()
  // The way back in: 'Log in' for visitors, 'Dashboard' for a signed-in user.
  const account = (onClick?: () => void) => (
    <Button asChild size="sm" variant="outline" minH="11" onClick={onClick}>
      {user ? (
        <RouterLink to="/dashboard">Dashboard</RouterLink>
      ) : (
        <RouterLink to="/login">Log in</RouterLink>
      )}
    </Button>
  )
  const links = (onClick?: () => void) =>
    SECTIONS.map((section) => (
      <Link
        key={section.id}
        href={`#${section.id}`}
        onClick={onClick}
        aria-current={active === section.id ? 'location' : undefined}
        px="3"
        py="2"
        rounded="md"
        fontWeight="medium"
        color={active === section.id ? 'brand.fg' : 'fg.muted'}
        bg={active === section.id ? 'brand.subtle' : undefined}
        _hover={{ color: 'fg', textDecoration: 'none' }}
      >
        {section.label}
      </Link>
    ))

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
    >
      {/* A plain disclosure (button + region) keeps a state machine off the landing page. */}
      <Box>
        <Flex
          maxW="6xl"
          mx="auto"
          px="4"
          height="16"
          align="center"
          justify="space-between"
          gap="4"
        >
          <HStack asChild gap="2">
            <a
              href="/"
              aria-label="Seedling home"
              onClick={(event) => {
                event.preventDefault()
                window.location.reload()
              }}
            >
              <LogoMark />
              <Text fontWeight="bold" fontSize="lg">
                Seedling
              </Text>
            </a>
          </HStack>
          <HStack as="nav" aria-label="Sections" gap="1" display={{ base: 'none', md: 'flex' }}>
            {links()}
          </HStack>
          <HStack gap="2">
            <ColorModeButton />
            <Box display={{ base: 'none', md: 'block' }}>{account()}</Box>
            <Button
              size="sm"
              colorPalette="brand"
              disabled
              display={{ base: 'none', sm: 'inline-flex' }}
            >
              Get started
            </Button>
            <IconButton
              variant="ghost"
              aria-label={open ? 'Close menu' : 'Open menu'}
              aria-expanded={open}
              aria-controls="sections-menu"
              display={{ base: 'inline-flex', md: 'none' }}
              onClick={() => setOpen((was) => !was)}
            >
              {open ? <X /> : <Menu />}
            </IconButton>
          </HStack>
        </Flex>
        <Stack
          as="nav"
          id="sections-menu"
          aria-label="Sections menu"
          px="4"
          pb="3"
          gap="1"
          display={{ base: open ? 'flex' : 'none', md: 'none' }}
        >
          {links(() => setOpen(false))}
          <Box pt="2">{account(() => setOpen(false))}</Box>
        </Stack>
      </Box>
    </Box>
  )
}
