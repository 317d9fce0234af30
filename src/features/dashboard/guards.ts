import { notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '@/api/client'
import { isActiveQuery } from '@/api/startups'
import type { Role } from '@/domain/user'
import type { StartupState } from '@/domain/startup-state'
import { identityFrom } from './identity'

interface DashboardContext {
  role: Role
  startupState?: StartupState | undefined
}

/**
 * Role- and state-specific routes are "simply not registered" for anyone else
 * (docs/product.md#dashboard): they answer with the 404 page.
 */
export function onlyFor(context: DashboardContext, role: Role, state?: StartupState) {
  if (context.role !== role) throw notFound()
  if (state && context.startupState !== state) throw notFound()
}

/**
 * The `beforeLoad` of a dashboard route that only one role (and startup state) has: reads the
 * identity the dashboard route put in the query cache.
 */
export function routeOnlyFor(role: Role, state?: StartupState) {
  return ({ context }: { context: { queryClient: QueryClient; user: { uid: string } } }) =>
    onlyFor(identityFrom(context.queryClient, context.user.uid), role, state)
}

/**
 * The `loader` of an active founder's routes about their own startup (preview, edit): its id, as
 * the server tells (`startupId` of startups/isactive), or undefined when it does not say.
 */
export async function loadOwnStartupId({
  context,
}: {
  context: { queryClient: QueryClient; api: ApiClient; user: { uid: string } }
}) {
  const { startupId } = await context.queryClient.ensureQueryData(
    isActiveQuery(context.api, context.user.uid),
  )
  return { startupId }
}

/**
 * Where an installed app's shortcut takes this person: its screen when their role has it, their
 * own dashboard otherwise (the manifest cannot tell a founder from an investor, and the
 * screens of the other role do not exist for them).
 */
export function shortcutTarget(
  context: DashboardContext,
  place: string,
): '/dashboard' | '/dashboard/funded' | '/dashboard/viewyourstartup' {
  if (place === 'funded' && context.role === 'investor') return '/dashboard/funded'
  if (place === 'growth' && context.role === 'startup' && context.startupState === 'active')
    return '/dashboard/viewyourstartup'
  return '/dashboard'
}
