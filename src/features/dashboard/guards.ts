import { notFound } from '@tanstack/react-router'
import type { Role } from '@/domain/user'
import type { StartupState } from '@/domain/startup-state'

interface DashboardContext {
  role: Role
  startupState?: StartupState | undefined
}

/**
 * Role- and state-specific routes are "simply not registered" for anyone else (docs/product.md#dashboard): they answer with the 404 page.
 */
export function onlyFor(context: DashboardContext, role: Role, state?: StartupState) {
  if (context.role !== role) throw notFound()
  if (state && context.startupState !== state) throw notFound()
}
