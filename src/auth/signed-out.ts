import type { AuthAdapter } from './types'

/**
 * An auth adapter with nobody signed in and no way to sign in: what build-time rendering shows
 * (every prerendered page is a signed-out visitor's) and a base for tests.
 */
export const signedOutAuth: AuthAdapter = {
  kind: 'demo',
  ready: async () => null,
  currentUser: () => null,
  subscribe: () => () => undefined,
  signUp: async () => undefined,
  signIn: async () => {
    throw new Error('Signing in is not possible here')
  },
  signInWithGoogle: async () => {
    throw new Error('Signing in is not possible here')
  },
  signOut: async () => undefined,
  getIdToken: async () => null,
  sendVerificationEmail: async () => undefined,
  reload: async () => undefined,
}
