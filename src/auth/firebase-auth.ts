import { initializeApp, type FirebaseOptions } from 'firebase/app'
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  validatePassword,
  type Auth,
  type User,
} from 'firebase/auth'
import { avatarUrl } from './avatar'
import { AuthError, type AuthAdapter, type AuthUser } from './types'

export interface FirebaseAuthOptions {
  config: FirebaseOptions
  /** host:port of the Firebase Auth emulator, when used. */
  emulatorHost?: string | undefined
  /** A name for the Firebase app (tests make one per case). */
  appName?: string
}

function toUser(user: User | null): AuthUser | null {
  if (!user) return null
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    photoURL: user.photoURL,
  }
}

function toAuthError(error: unknown): unknown {
  if (error instanceof AuthError) return error
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    const message = 'message' in error && typeof error.message === 'string' ? error.message : ''
    return new AuthError(error.code, message)
  }
  return error
}

/**
 * When the provider says a password misses its policy, fetch the current policy and re-raise
 * with what it requires (the policy is server-driven, so it may have changed).
 */
async function explainPasswordPolicy(auth: Auth, password: string, error: unknown): Promise<never> {
  const code = (error as { code?: string } | null)?.code
  if (code === 'auth/password-does-not-meet-requirements') {
    const status = await validatePassword(auth, password).catch(() => null)
    const policy = status?.passwordPolicy.customStrengthOptions
    const needs = [
      policy?.minPasswordLength && `at least ${policy.minPasswordLength} characters`,
      policy?.maxPasswordLength && `at most ${policy.maxPasswordLength} characters`,
      policy?.containsLowercaseLetter && 'a lower-case letter',
      policy?.containsUppercaseLetter && 'an upper-case letter',
      policy?.containsNumericCharacter && 'a digit',
      policy?.containsNonAlphanumericCharacter && 'a symbol',
    ].filter(Boolean)
    throw new AuthError(code, needs.length ? `The password needs ${needs.join(', ')}.` : '')
  }
  throw toAuthError(error)
}

/** Auth through the real Firebase JS SDK (loaded only in firebase mode). */
export function createFirebaseAuth(options: FirebaseAuthOptions): AuthAdapter {
  const app = initializeApp(options.config, options.appName)
  const auth = getAuth(app)
  if (options.emulatorHost) {
    connectAuthEmulator(auth, `http://${options.emulatorHost}`, { disableWarnings: true })
  }
  let readyPromise: Promise<AuthUser | null> | undefined

  return {
    kind: 'firebase',
    ready() {
      readyPromise ??= auth.authStateReady().then(() => toUser(auth.currentUser))
      return readyPromise
    },
    currentUser: () => toUser(auth.currentUser),
    subscribe(listener) {
      return onAuthStateChanged(auth, (user) => listener(toUser(user)))
    },
    async signUp(name, email, password) {
      try {
        const { user } = await createUserWithEmailAndPassword(auth, email, password)
        await updateProfile(user, { displayName: name.trim(), photoURL: avatarUrl() })
        // The server takes the address only once its owner has opened this link.
        await sendEmailVerification(user).catch(() => undefined)
        await signOut(auth)
      } catch (error) {
        await explainPasswordPolicy(auth, password, error)
      }
    },
    async signIn(email, password) {
      try {
        const { user } = await signInWithEmailAndPassword(auth, email, password)
        return toUser(user) as AuthUser
      } catch (error) {
        throw toAuthError(error)
      }
    },
    async signInWithGoogle() {
      try {
        const { user } = await signInWithPopup(auth, new GoogleAuthProvider())
        return toUser(user) as AuthUser
      } catch (error) {
        throw toAuthError(error)
      }
    },
    async signOut() {
      try {
        await signOut(auth)
      } catch (error) {
        throw toAuthError(error)
      }
    },
    async getIdToken() {
      return auth.currentUser ? auth.currentUser.getIdToken() : null
    },
    async sendVerificationEmail() {
      if (!auth.currentUser) return
      try {
        await sendEmailVerification(auth.currentUser)
      } catch (error) {
        throw toAuthError(error)
      }
    },
    async reload() {
      if (!auth.currentUser) return
      await auth.currentUser.reload()
      // A token minted before the link was opened still says "not verified": mint a new one.
      await auth.currentUser.getIdToken(true)
    },
  }
}
