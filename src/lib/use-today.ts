import { useSyncExternalStore } from 'react'

// Each clock below reads the same time when a page is rendered on the server (/s/{id}) as in
// the browser: the app re-renders when the minute or the day turns anyway.
import { closingInWords, foundedInWords, impliedValuation } from '@/domain/deal'
import type { Startup } from '@/domain/startup'
import { closingDay, todayIso } from '@/domain/startup-fields'
import { appNow, onDemoClockChange } from './demo-clock'

const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined
let stopHearingDemoClock: (() => void) | undefined

function subscribe(listener: () => void) {
  listeners.add(listener)
  // The demo's clock moved forward (or back): every clock reads again at once.
  stopHearingDemoClock ??= onDemoClockChange(() => listeners.forEach((l) => l()))
  // One clock for every card: it looks once a minute whether the day has turned.
  timer ??= setInterval(() => listeners.forEach((l) => l()), 60_000)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer) {
      clearInterval(timer)
      timer = undefined
      stopHearingDemoClock?.()
      stopHearingDemoClock = undefined
    }
  }
}

/** Today as closing dates are compared (the day in India), re-rendering when the day turns. */
const closingToday = () => closingDay(appNow())
export const useClosingDay = () => useSyncExternalStore(subscribe, closingToday, closingToday)

/** Today in the user's own time zone, re-rendering when the day turns. */
const localToday = () => todayIso(new Date(appNow()))
export const useLocalDay = () => useSyncExternalStore(subscribe, localToday, localToday)

/** A startup's deal facts as of today (docs/product.md#deal-facts), kept current as days turn. */
export function useDealFacts(
  startup: Pick<Startup, 'founded' | 'fundsRequired' | 'stocks' | 'closesOn'>,
) {
  return {
    founded: foundedInWords(startup.founded, useLocalDay()),
    valuation: impliedValuation(startup.fundsRequired, startup.stocks),
    closing: closingInWords(startup.closesOn, useClosingDay()),
  }
}

/** Now to the minute, re-rendering each minute (a deadline shown on screen passes by itself). */
const minuteStart = () => Math.floor(appNow() / 60_000) * 60_000
export const useNow = () => useSyncExternalStore(subscribe, minuteStart, minuteStart)

/**
 * The time to the minute, re-rendering as minutes pass (for "Updated 3 hours ago"). Rounded up,
 * so something exactly three days old reads "3 days", not "2".
 */
const minuteEnd = () => Math.ceil(appNow() / 60_000) * 60_000
export const useMinute = () => useSyncExternalStore(subscribe, minuteEnd, minuteEnd)
