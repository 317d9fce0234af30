import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/** Calls `close` whenever the app navigates (menus and drawers close on navigation). */
export function useCloseOnNavigate(close: () => void) {
  const router = useRouter()
  useEffect(() => router.subscribe('onBeforeNavigate', close), [router, close])
}
