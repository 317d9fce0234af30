/**
 * The demo's clock (demo mode only): how far ahead of this device's clock the demo runs, so a
 * stakeholder can see a raise close (docs/product.md#the-close) without waiting for its date.
 * Kept in this browser's storage, shared by its tabs; the demo backend and the app's own clocks
 * (`src/lib/use-today.ts`) both read it. Remote mode never sets it: the offset is 0.
 */

const KEY = 'seedling.demo-clock-offset'
const DAY_MS = 86_400_000
const listeners = new Set<() => void>()

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage)

/** How far ahead the demo's clock runs, in milliseconds. */
export function demoClockOffset(): number {
  const stored = Number(storage()?.getItem(KEY) ?? 0)
  return Number.isFinite(stored) && stored > 0 ? stored : 0
}

/** Now, as the demo sees it: this device's time plus the offset. */
export const appNow = () => Date.now() + demoClockOffset()

/** Hears when the offset changes (here, or in another tab). */
export function onDemoClockChange(listener: () => void) {
  listeners.add(listener)
  const fromOtherTab = (event: StorageEvent) => event.key === KEY && listener()
  if (typeof window !== 'undefined') window.addEventListener('storage', fromOtherTab)
  return () => {
    listeners.delete(listener)
    if (typeof window !== 'undefined') window.removeEventListener('storage', fromOtherTab)
  }
}

function setOffset(offset: number) {
  if (offset > 0) storage()?.setItem(KEY, String(offset))
  else storage()?.removeItem(KEY)
  listeners.forEach((listener) => listener())
}

/** The demo's clock control, as the 'Demo' panel uses it. */
export const demoClock = {
  /** Whole days the demo runs ahead. */
  daysAhead: () => Math.round(demoClockOffset() / DAY_MS),
  skip: (days: number) => setOffset(demoClockOffset() + days * DAY_MS),
  backToToday: () => setOffset(0),
}
export type DemoClock = typeof demoClock
