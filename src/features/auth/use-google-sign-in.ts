import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useAuth } from '@/lib/services'
import { googleErrorMessage } from './auth-messages'

/** Google sign-in, then /role after `delayMs` (2000 ms from log-in, 900 ms from sign-up). */
export function useGoogleSignIn(delayMs: number) {
  const { auth, googleInProgress } = useAuth()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const signIn = async () => {
    setError(null)
    try {
      await auth.signInWithGoogle()
    } catch (failure) {
      console.warn('Google sign-in failed', failure)
      setError(googleErrorMessage(failure))
      return
    }
    setTimeout(() => void navigate({ to: '/role' }), delayMs)
  }
  return { signIn, inProgress: googleInProgress, error }
}
