import type { AuthAdapter, AuthUser } from './types'

export interface AuthState {
  user: AuthUser | null
  /** True from the start of a Google sign-in until it succeeds or fails (docs/product.md#auth). */
  googleInProgress: boolean
  /** The e-mail of the account just created here, to prefill the log-in form. */
  createdEmail: string | null
}

/**
 * Wraps the adapter in a small store the UI can subscribe to (useSyncExternalStore) and the
 * router can read synchronously in guards.
 */
export function createAuthStore(adapter: AuthAdapter, initialUser: AuthUser | null) {
  let state: AuthState = { user: initialUser, googleInProgress: false, createdEmail: null }
  const listeners = new Set<() => void>()
  const set = (patch: Partial<AuthState>) => {
    state = { ...state, ...patch }
    listeners.forEach((listener) => listener())
  }
  let creating = false
  adapter.subscribe((user) => {
    // While an account is created (signed in, then out at once) its events are not news; an
    // event that arrives after the provider has moved on is stale.
    if (creating || user?.uid !== adapter.currentUser()?.uid) return
    if (user?.uid !== state.user?.uid || user?.displayName !== state.user?.displayName)
      set({ user })
  })

  return {
    adapter,
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /**
     * Creates the account; the adapter then signs it out (docs/decisions/002). The store stays
     * signed out throughout, so nothing reacts to that brief sign-in (guards re-running,
     * caches cleared) after the caller has moved on to /login and the person is typing there.
     */
    async signUp(name: string, email: string, password: string) {
      creating = true
      try {
        await adapter.signUp(name, email, password)
      } finally {
        creating = false
      }
      set({ user: adapter.currentUser(), createdEmail: email.trim() })
    },
    async signIn(email: string, password: string) {
      const user = await adapter.signIn(email, password)
      set({ user })
      return user
    },
    async signInWithGoogle() {
      set({ googleInProgress: true })
      try {
        const user = await adapter.signInWithGoogle()
        set({ user, googleInProgress: false })
        return user
      } catch (error) {
        set({ googleInProgress: false })
        throw error
      }
    },
    async signOut() {
      await adapter.signOut()
      set({ user: null })
    },
    getIdToken: () => adapter.getIdToken(),
  }
}
export type AuthStore = ReturnType<typeof createAuthStore>
