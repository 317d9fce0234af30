import type { CreateToasterReturn } from '@chakra-ui/react'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { isToasterLoaded, onToasterLoaded } from './toaster-state'

/**
 * The app's one way to show a toast: runs `use` with the app's toaster, loading it (Chakra's
 * toast machine) with the first toast rather than with any screen.
 */
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
