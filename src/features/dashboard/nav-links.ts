import type { StartupState } from '@/domain/startup-state'
import type { LinkProps } from '@tanstack/react-router'
import type { Role } from '@/domain/user'

export interface NavLink {
  to: NonNullable<LinkProps['to']>
  label: string
}

/** The sidebar of docs/product.md#dashboard, by role and startup state. */
export function navLinks(role: Role, startupState?: StartupState): NavLink[] {
  const links: NavLink[] = [{ to: '/dashboard', label: 'Dashboard' }]
  if (role === 'startup') {
    if (startupState === 'inactive') links.push({ to: '/dashboard/publicise', label: 'Publicise' })
    if (startupState === 'active') {
      links.push({ to: '/dashboard/viewyourstartup', label: 'Startup Growth' })
      links.push({ to: '/dashboard/fundings', label: 'Fundings' })
    }
  } else if (role === 'operator') {
    links.push({ to: '/dashboard/review', label: 'Review' })
    links.push({ to: '/dashboard/reports', label: 'Reports' })
    links.push({ to: '/dashboard/accounts', label: 'Accounts' })
    links.push({ to: '/dashboard/record', label: 'Record' })
    links.push(
      { to: '/dashboard/documentation', label: 'Documentation' },
      { to: '/dashboard/support', label: 'Help' },
    )
    return links
  } else {
    links.push({ to: '/dashboard/topten', label: 'Top Startups' })
    links.push({ to: '/dashboard/funded', label: 'Funded' })
  }
  links.push(
    { to: '/dashboard/upgrade-to-pro', label: 'Upgrade to Pro' },
    { to: '/dashboard/documentation', label: 'Documentation' },
    { to: '/dashboard/support', label: 'Help' },
  )
  return links
}
