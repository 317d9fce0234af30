import { redirect } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router'
import { visitorActedEarly } from '@/app/take-over'

/**
 * The guard of /login and /signup, which are for someone signed out: a signed-in user goes on to
 * /role. Not from a prerendered form the visitor has begun to fill while the app was loading and
 * someone signed in on another tab: what they typed stays, as it does when that sign-in comes
 * after the app has started (the app follows it without leaving the screen).
 */
export function signedOutOnly({ context }: { context: Pick<RouterContext, 'auth'> }) {
  if (context.auth.getState().user && !visitorActedEarly()) throw redirect({ to: '/role' })
}
