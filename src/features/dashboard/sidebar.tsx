import { Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { NavLink } from './nav-links'

/** The dashboard's navigation; the current page's link is marked. */
export function SidebarNav({ links, onNavigate }: { links: NavLink[]; onNavigate?: () => void }) {
  return (
    <Stack as="nav" aria-label="Dashboard" gap="1" p="3">
      {links.map((link) => (
        <Text
          key={link.to}
          asChild
          px="3"
          py="2"
          rounded="md"
          fontWeight="medium"
          color="fg.muted"
          _hover={{ bg: 'bg.muted', color: 'fg' }}
          css={{ '&[data-status=active]': { bg: 'brand.muted', color: 'brand.fg' } }}
        >
          <Link to={link.to} activeOptions={{ exact: true }} onClick={onNavigate}>
            {link.label}
          </Link>
        </Text>
      ))}
    </Stack>
  )
}
