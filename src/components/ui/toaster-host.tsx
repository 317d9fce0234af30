import type { CreateToasterReturn } from '@chakra-ui/react'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { isToasterLoaded, onToasterLoaded } from './toaster-state'

type ToastOptions = Parameters<CreateToasterReturn['create']>[0]

/** Runs `use` with the app's toaster once it has loaded (with the first toast, not any screen). */
function withToaster(use: (toaster: CreateToasterReturn) => unknown) {
  void import('./toaster').then(({ toaster }) => use(toaster))
}

/**
 * The app's one way to show a toast. Calls keep their order: a toast dismissed, then one created,
 * happen so even while the toaster (Chakra's toast machine) is still loading.
 */
export const toast = {
  success: (options: ToastOptions) => withToaster((toaster) => toaster.success(options)),
  error: (options: ToastOptions) => withToaster((toaster) => toaster.error(options)),
  info: (options: ToastOptions) => withToaster((toaster) => toaster.info(options)),
  create: (options: ToastOptions) => withToaster((toaster) => toaster.create(options)),
  /** One toast by its id, or every toast shown. */
  dismiss: (id?: string) => withToaster((toaster) => toaster.dismiss(id)),
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
