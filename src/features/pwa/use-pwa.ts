import { useEffect, useSyncExternalStore } from 'react'
import { useServices } from '@/app/services'
import type { InstallState, InstallStore } from '@/pwa/install'
import type { UpdateState, UpdateStore } from '@/pwa/update'

const NO_UPDATE: UpdateState = { ready: false, held: false }
const NO_INSTALL: InstallState = { method: null }
const noop = () => () => undefined

export function useUpdate(): UpdateState & { store: UpdateStore | undefined } {
  const store = useServices().pwa?.update
  const state = useSyncExternalStore(
    store?.subscribe ?? noop,
    store?.getState ?? (() => NO_UPDATE),
    () => NO_UPDATE,
  )
  return { ...state, store }
}

export function useInstall(): InstallState & { store: InstallStore | undefined } {
  const store = useServices().pwa?.install
  const state = useSyncExternalStore(
    store?.subscribe ?? noop,
    store?.getState ?? (() => NO_INSTALL),
    () => NO_INSTALL,
  )
  return { ...state, store }
}

/** Holds the update prompt back while a flow that must not be interrupted is under way. */
export function useHoldUpdates(active = true) {
  const store = useServices().pwa?.update
  useEffect(() => (active && store ? store.hold() : undefined), [active, store])
}
