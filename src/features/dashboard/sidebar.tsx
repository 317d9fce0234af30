import { Stack, Text, type SystemStyleObject } from '@chakra-ui/react'
import { Link, useRouterState } from '@tanstack/react-router'
import type { NavLink } from './nav-links'

/**
 * A startup's page belongs to explore, which is on the dashboard's home; a receipt belongs to
 * Funded.
 */
const belongsTo = (pathname: string, to: string) =>
  (to === '/dashboard' && pathname.startsWith('/dashboard/startup/')) ||
  (to === '/dashboard/funded' && pathname.startsWith('/dashboard/receipt/'))

const navLinkStyle: SystemStyleObject = {
  paddingInline: '3',
  paddingBlock: '2',
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'fg.muted',
  _hover: { bg: 'bg.muted', color: 'fg' },
  '&[data-status=active]': { bg: 'brand.muted', color: 'brand.fg' },
}

/** The dashboard's navigation; the current page's link is marked. */
export function SidebarNav({ links, onNavigate }: { links: NavLink[]; onNavigate?: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <Stack as="nav" aria-label="Dashboard" gap="1" p="3">
      {links.map((link) => (
        <Text key={link.to} asChild css={navLinkStyle}>
          <Link
            to={link.to}
            activeOptions={{ exact: true, includeSearch: false }}
            onClick={onNavigate}
            {...(belongsTo(pathname, link.to)
              ? { 'data-status': 'active', 'aria-current': 'page' as const }
              : {})}
          >
            {link.label}
          </Link>
        </Text>
      ))}
    </Stack>
  )
}
