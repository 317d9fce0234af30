import type { InstallState, InstallStore } from '@/pwa/install'
import type { UpdateState, UpdateStore } from '@/pwa/update'

/** An update store with a fixed state, for tests of other offers. */
export function fixedUpdate(state: UpdateState = { ready: false, held: false }): UpdateStore {
  return {
    subscribe: () => () => undefined,
    getState: () => state,
    hold: () => () => undefined,
    apply: () => undefined,
  }
}

/** An install store with a fixed state. */
export function fixedInstall(state: InstallState = { method: null }): InstallStore {
  return {
    subscribe: () => () => undefined,
    getState: () => state,
    install: async () => undefined,
    dismiss: () => undefined,
  }
}
