import { Problem } from './problem'

/**
 * The risk check before investing (docs/product.md#risk-check), an optional extension: a
 * server that has it answers `riskAcknowledgedAt` (an ISO time, or null) in users/getuser,
 * takes POST users/acknowledgerisk and refuses codes to an investor whose acknowledgement is
 * missing or a year old. A server without it never sends the field, and the app asks nothing.
 */

/** The summary an investor reads before ticking 'I understand the risks'. */
export const RISK_SUMMARY = [
  'You could lose all the money you invest: most young companies fail.',
  'You may not be able to sell your shares: there is rarely a buyer for them.',
  'Your share can be diluted when the company raises more money later.',
  'Dividends are rare: young companies keep their profits to grow.',
] as const

/** How long an acknowledgement holds before the summary is shown again. */
export const RISK_ACK_VALID_MONTHS = 12

/** The moment an acknowledgement made at `acknowledgedAt` runs out. */
export function riskAckExpiry(acknowledgedAt: string): number {
  const at = new Date(acknowledgedAt)
  const expiry = new Date(at)
  expiry.setUTCMonth(at.getUTCMonth() + RISK_ACK_VALID_MONTHS)
  // 29 February plus a year is 1 March, not 29 February of a year without one.
  if (expiry.getUTCDate() !== at.getUTCDate()) expiry.setUTCDate(0)
  return expiry.getTime()
}

/**
 * Whether the investor must (again) acknowledge the risks before a code: `undefined` is a
 * server without the extension (never), `null` never acknowledged.
 */
export function riskCheckDue(acknowledgedAt: string | null | undefined, now: number): boolean {
  if (acknowledgedAt === undefined) return false
  if (acknowledgedAt === null) return true
  const time = Date.parse(acknowledgedAt)
  return Number.isNaN(time) || now >= riskAckExpiry(acknowledgedAt)
}

export const risksNotAcknowledged = () =>
  new Problem(
    409,
    'risk_not_acknowledged',
    "Read the risks and tick 'I understand the risks' before investing",
  )
