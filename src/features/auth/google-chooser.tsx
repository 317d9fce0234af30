import { lazy, Suspense, useSyncExternalStore } from 'react'
import { useServices } from '@/lib/services'

const GoogleChooserDialog = lazy(() =>
  import('./google-chooser-dialog').then(({ GoogleChooserDialog }) => ({
    default: GoogleChooserDialog,
  })),
)

/** Demo auth's "Choose an account": the dialog's code loads when it first opens. */
export function GoogleChooser() {
  const { chooser } = useServices()
  const open = useSyncExternalStore(chooser.subscribe, chooser.isOpen, chooser.isOpen)
  return open ? (
    <Suspense fallback={null}>
      <GoogleChooserDialog />
    </Suspense>
  ) : null
}
