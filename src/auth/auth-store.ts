import type { AuthAdapter, AuthUser } from './types'

export interface AuthState {
  user: AuthUser | null
  /** True from the start of a Google sign-in until it succeeds or fails (SPEC.md section 4). */
  googleInProgress: boolean
}

/**
 * Wraps the adapter in a small store the UI can subscribe to (useSyncExternalStore) and the
 * router can read synchronously in guards.
 */
export function createAuthStore(adapter: AuthAdapter, initialUser: AuthUser | null) {
  let state: AuthState = { user: initialUser, googleInProgress: false }
  const listeners = new Set<() => void>()
  const set = (patch: Partial<AuthState>) => {
    state = { ...state, ...patch }
    listeners.forEach((listener) => listener())
  }
  adapter.subscribe((user) => {
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
    signUp: adapter.signUp,
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
