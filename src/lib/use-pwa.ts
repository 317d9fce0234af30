import { useEffect, useSyncExternalStore } from 'react'
import { useServices } from '@/lib/services'
import type { InstallState, InstallStore } from '@/pwa/install'
import type { UpdateState, UpdateStore } from '@/pwa/update'

const NO_UPDATE: UpdateState = { ready: false, held: false }
const NO_INSTALL: InstallState = { method: null }
const noop = () => () => undefined

/** A store's state, re-rendering on change; the fallback where there is no store (or on the server). */
function useStoreState<S>(
  store: { subscribe(listener: () => void): () => void; getState(): S } | undefined,
  fallback: S,
): S {
  return useSyncExternalStore(
    store?.subscribe ?? noop,
    store ? store.getState : () => fallback,
    () => fallback,
  )
}

export function useUpdate(): UpdateState & { store: UpdateStore | undefined } {
  const store = useServices().pwa?.update
  return { ...useStoreState(store, NO_UPDATE), store }
}

export function useInstall(): InstallState & { store: InstallStore | undefined } {
  const store = useServices().pwa?.install
  return { ...useStoreState(store, NO_INSTALL), store }
}

/** Holds the update prompt back while a flow that must not be interrupted is under way. */
export function useHoldUpdates(active = true) {
  const store = useServices().pwa?.update
  useEffect(() => (active && store ? store.hold() : undefined), [active, store])
}
