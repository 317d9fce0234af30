/**
 * Whether the toaster (toaster.tsx) has loaded: it says so when its module runs, and the host
 * (toaster-host.tsx) shows the toasts from then on. Kept apart so neither imports the other.
 */
let loaded = false
const listeners = new Set<() => void>()

/** Called by toaster.tsx when it has loaded. */
export function toasterLoaded() {
  loaded = true
  for (const listener of listeners) listener()
}

export const isToasterLoaded = () => loaded

export function onToasterLoaded(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
