import { getRouteApi } from '@tanstack/react-router'

const dashboardRoute = getRouteApi('/dashboard')

/** The signed-in user's role and startup state, as the dashboard guard resolved them. */
export function useDashboard() {
  return dashboardRoute.useRouteContext()
}
