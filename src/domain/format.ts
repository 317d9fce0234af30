/**
 * The cards' compact money form (docs/product.md#money): 1,000 or more as K, 1,000,000 as M, 1,000,000,000 as B,
 * two decimals, with the rupee sign (₹1.50K). Below 1,000 the plain number.
 */
export function formatCompactRupees(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0
  const abs = Math.abs(value)
  const sign = value < 0 ? '-' : ''
  if (abs >= 1e9) return `${sign}₹${(abs / 1e9).toFixed(2)}B`
  if (abs >= 1e6) return `${sign}₹${(abs / 1e6).toFixed(2)}M`
  if (abs >= 1e3) return `${sign}₹${(abs / 1e3).toFixed(2)}K`
  return `${sign}₹${abs}`
}

/**
 * An Intl formatter made on first use and kept. Making one loads its locale's and time zone's
 * data (14–22 ms each in a new process, four times that on a slowed phone), which a screen that
 * shows no date should not pay when this module loads; formatting with a kept one takes about a
 * microsecond, where `toLocaleString` with options makes a formatter each call (about 60 µs).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined
  return () => (made ??= make())
}

const inr = onFirstUse(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }))

/** Indian digit grouping (12,34,567) without a currency sign. */
export function formatIndianNumber(amount: number): string {
  return inr().format(Number.isFinite(amount) ? amount : 0)
}

/** The detail page's 'Rs {received} Funded out of Rs {required}'. */
export function fundedOutOfText(received: number, required: number): string {
  return `Rs ${formatIndianNumber(received)} Funded out of Rs ${formatIndianNumber(required)}`
}

/** received / required × 100, capped at 100 (0 when nothing is required). */
export function fundingProgress(received: number, required: number): number {
  if (!(required > 0) || !(received > 0)) return 0
  return Math.min(100, (received / required) * 100)
}

/** Cuts a label to `max` characters, ending in an ellipsis when cut. */
export function truncate(text: string, max = 20): string {
  return text.length > max ? `${text.slice(0, max)}…` : text
}

/** 'Good morning' before 12:00, 'Good afternoon' before 18:00, otherwise 'Good evening'. */
export function greeting(now: Date = new Date()): string {
  const hour = now.getHours()
  if (hour < 12) return 'Good morning'
  if (hour < 18) return 'Good afternoon'
  return 'Good evening'
}

/** The date part of a date/time string, as YYYY-MM-DD. */
export function datePart(value: string): string {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value)
  if (match) return match[0]
  const parsed = new Date(value)
  return Number.isNaN(parsed.getTime()) ? value : parsed.toISOString().slice(0, 10)
}

/** A date and time formatter of `locale`, made on first use. */
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() => new Intl.DateTimeFormat(locale, options))

/** India's time zone (IST, UTC+5:30), whatever the device's. */
const INDIA = 'Asia/Kolkata'

const HUMAN_DATE = dateFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A date for people, in Indian English: '15 Jan 2019' (the date part only; no time). */
export function humanDate(value: string): string {
  const day = datePart(value)
  const parsed = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(parsed.getTime()) ? value : HUMAN_DATE().format(parsed)
}

const READER_DATE_TIME = dateFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })
const IST_DATE_TIME = dateFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: INDIA,
})

/**
 * A moment to the minute, in the reader's own time: '25 Nov 2026, 10:30 am'. What it cannot read
 * as a time stays as it was.
 */
export function humanDateTime(iso: string): string {
  const moment = new Date(iso)
  return Number.isNaN(moment.getTime()) ? iso : READER_DATE_TIME().format(moment)
}

/** As `humanDateTime`, in India's time whatever the device's, for words a server writes. */
export function humanIstDateTime(iso: string): string {
  const moment = new Date(iso)
  return Number.isNaN(moment.getTime()) ? iso : `${IST_DATE_TIME().format(moment)} IST`
}

const IST_PARTS = dateFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: INDIA,
})

/**
 * A moment in India's time as a spreadsheet reads a date and time: '2026-11-25 16:05' (IST).
 * What it cannot read as a time stays as it was.
 */
export function istDateTime(iso: string): string {
  const moment = new Date(iso)
  if (Number.isNaN(moment.getTime())) return iso
  const part = Object.fromEntries(
    IST_PARTS()
      .formatToParts(moment)
      .map((p) => [p.type, p.value]),
  )
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`
}

const IST_TIME = dateFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: INDIA,
})

/** A time of day as Indians read it, in India's time (IST, UTC+5:30): '16:05 IST'. */
export function istTime(moment: Date): string {
  return `${IST_TIME().format(moment)} IST`
}

/** Initials for an avatar fallback ("Meera Shah" → "MS"). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?'
}

const ago = onFirstUse(() => new Intl.RelativeTimeFormat('en', { numeric: 'always' }))
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** 'Saved 3 hours ago': the age of data shown from the device instead of the server. */
export function savedAgoText(savedAt: number, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - savedAt)
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return `Saved ${ago().format(-Math.floor(elapsed / ms), unit)}`
  }
  return 'Saved just now'
}
