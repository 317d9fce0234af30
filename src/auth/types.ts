/** The identity-provider user as the product uses it (docs/product.md#data). */
export interface AuthUser {
  uid: string
  displayName: string | null
  email: string | null
  photoURL: string | null
}

/** A failure of the identity provider, carrying a Firebase-style code such as `auth/wrong-password`. */
export class AuthError extends Error {
  constructor(
    readonly code: string,
    message: string = code,
  ) {
    super(message)
    this.name = 'AuthError'
  }
}

/**
 * The one interface the app uses for identity. Implementations: demo (in the browser) and
 * firebase (the real SDK). Chosen once at start-up by `createAuthAdapter`.
 */
export interface AuthAdapter {
  readonly kind: 'demo' | 'firebase'
  /** Resolves with the first auth state; nothing renders before it. */
  ready(): Promise<AuthUser | null>
  /** The signed-in user, or null. Only meaningful after `ready()`. */
  currentUser(): AuthUser | null
  /** Called on every sign-in, sign-out and profile change; returns an unsubscribe function. */
  subscribe(listener: (user: AuthUser | null) => void): () => void
  /**
   * Creates an e-mail account with a display name and a generated avatar, then leaves the
   * user signed out so that they log in ('Account created successfully. Log In', docs/product.md#screens).
   */
  signUp(name: string, email: string, password: string): Promise<void>
  signIn(email: string, password: string): Promise<AuthUser>
  /** The Google popup (demo: an in-app account chooser). */
  signInWithGoogle(): Promise<AuthUser>
  signOut(): Promise<void>
  /** A fresh ID token for the API's bearer header, or null when signed out. */
  getIdToken(): Promise<string | null>
  /**
   * Sends the signed-in account the link that verifies its e-mail address, once more (sign-up
   * sends the first). Seedling's server trusts an address only once it is verified. Demo
   * accounts are verified when they are made: there is nothing to send.
   */
  sendVerificationEmail(): Promise<void>
  /** Reads the signed-in account afresh: the next token says whether its address is verified. */
  reload(): Promise<void>
}
