import { onFirstUse } from './format'
import { daysBetween } from './startup-fields'

/**
 * The deal facts an investor reads before committing (docs/product.md#deal-facts). Pure: the
 * cards, the detail page and the tests share them.
 */

/** What the whole company is worth at this raise: funds required ÷ the share offered. */
export function impliedValuation(fundsRequired: number, stocksPercent: number): number | null {
  if (!(fundsRequired > 0) || !(stocksPercent > 0)) return null
  return Math.round((fundsRequired * 100) / stocksPercent)
}

/**
 * The share of the company an amount buys at the raise's terms, in percent: the amount's part of
 * the funds required, times the share offered for them (₹1,500 of ₹15,00,000 for 10 % is
 * 0.01 %). Null where the terms are unknown, as a base-contract history leaves them.
 */
export function impliedStake(
  amount: number,
  fundsRequired: number | undefined,
  stocksPercent: number | undefined,
): number | null {
  if (!(amount > 0) || !(fundsRequired! > 0) || !(stocksPercent! > 0)) return null
  return (amount / fundsRequired!) * stocksPercent!
}

const STAKE = onFirstUse(() => new Intl.NumberFormat('en-IN', { maximumSignificantDigits: 3 }))

/** A stake in percent as people read it: three significant figures, however small ("0.00933%"). */
export function stakeText(percent: number): string {
  return `${STAKE().format(percent)}%`
}

/** How long ago a startup was founded: "7 years ago", "this year" (from YYYY-MM-DD, on `today`). */
export function foundedInWords(founded: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(founded)) return null
  const years = Math.floor(daysBetween(founded, today) / 365.25)
  if (years < 1) return 'this year'
  return years === 1 ? 'a year ago' : `${years} years ago`
}

/** Days left until a closing date, in words: "12 days left", "Last day", "Closed". */
export function closingInWords(closesOn: string | null | undefined, today: string) {
  if (!closesOn) return null
  const days = daysBetween(today, closesOn)
  if (days < 0) return { closed: true, text: 'Closed' }
  if (days === 0) return { closed: false, text: 'Last day to invest' }
  return { closed: false, text: days === 1 ? '1 day left' : `${days} days left` }
}
