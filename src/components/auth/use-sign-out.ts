import { useNavigate } from '@tanstack/react-router'
import { toast } from '@/components/ui/toaster-host'
import { useAuth } from '@/lib/services'

/**
 * Signs the person out and takes them to the landing page; a sign-out that fails says so in a
 * toast and leaves them where they are. The user menu and the role screen use it.
 */
export function useSignOut() {
  const { auth } = useAuth()
  const navigate = useNavigate()
  return async () => {
    try {
      await auth.signOut()
      await navigate({ to: '/' })
    } catch (error) {
      console.warn('Sign-out failed', error)
      toast.error({
        title: "Couldn't sign you out",
        description: 'Check your connection and try again.',
      })
    }
  }
}
