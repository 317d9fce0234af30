import type { LinkProps } from '@tanstack/react-router'

/**
 * Where an entry's link leads, as the router's typed link: a startup's page (at its section), or
 * the dashboard for anything else (a server may name an address this app does not have).
 */
export function notificationTarget(link: string): LinkProps {
  const page = /^\/dashboard\/startup\/([^/#?]+)(?:#([\w-]+))?$/.exec(link)
  if (page)
    return {
      to: '/dashboard/startup/$id',
      params: { id: decodeURIComponent(page[1]!) },
      ...(page[2] ? { hash: page[2] } : {}),
    }
  return { to: '/dashboard' }
}
