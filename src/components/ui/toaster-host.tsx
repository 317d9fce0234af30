import type { CreateToasterReturn } from '@chakra-ui/react'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { isToasterLoaded, onToasterLoaded } from './toaster-state'

/**
 * The toaster (Chakra's toast machine) loads with the first screen that needs it, not with the
 * landing page. Screens loaded later import it directly; the root uses `withToaster`.
 */
/** Runs `use` with the app's toaster, loading it first if need be. */
export function withToaster(use: (toaster: CreateToasterReturn) => void) {
  void import('./toaster').then(({ toaster }) => use(toaster))
}

const Toaster = lazy(() => import('./toaster').then(({ Toaster }) => ({ default: Toaster })))

/** Shows the toasts once the toaster has loaded. */
export function ToasterHost() {
  const ready = useSyncExternalStore(onToasterLoaded, isToasterLoaded, () => false)
  return ready ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
