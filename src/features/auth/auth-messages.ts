import { AuthError } from '@/auth/types'

const code = (error: unknown) => (error instanceof AuthError ? error.code : '')

const OFFLINE = "You're offline. Check your connection and try again."
const TOO_MANY = 'Too many attempts. Wait a few minutes and try again.'

/** The log-in messages of docs/product.md#auth, and a few more for cases it leaves open. */
export function logInErrorMessage(error: unknown): string {
  switch (code(error).replace(/^auth\//, '')) {
    case 'invalid-login-credentials':
    case 'invalid-credential':
    case 'wrong-password':
      return 'Wrong email or password'
    case 'too-many-requests':
      return TOO_MANY
    case 'network-request-failed':
      return OFFLINE
    default:
      return 'Email does not exist. Sign Up'
  }
}

/** The sign-up messages of docs/product.md#auth. */
export function signUpErrorMessage(error: unknown): string {
  const c = code(error).replace(/^auth\//, '')
  if (c === 'email-already-in-use') return 'Email already exists. Please log in'
  if (c === 'weak-password') return 'Passwords should have atleast 6 characters'
  if (
    c === 'password-does-not-meet-requirements' &&
    error instanceof Error &&
    error.message.startsWith('The password')
  )
    return error.message
  if (c === 'network-request-failed') return OFFLINE
  if (c === 'too-many-requests') return TOO_MANY
  return 'Failed to create an account'
}

/** Google sign-in: a closed chooser is not an error worth a message. */
export function googleErrorMessage(error: unknown): string | null {
  const c = code(error).replace(/^auth\//, '')
  if (c === 'popup-closed-by-user' || c === 'cancelled-popup-request') return null
  if (c === 'popup-blocked')
    return 'Your browser blocked the Google window. Allow pop-ups and try again.'
  if (c === 'network-request-failed') return OFFLINE
  return "Couldn't sign in with Google. Try again."
}
