import { formatIndianNumber } from './format'
import { closingMoment } from './startup-fields'
import { z } from './zod'

/**
 * How a raise ends (docs/product.md#the-close), an optional extension: the kind of raise its
 * founder chose, and the decision taken once when its closing date ends.
 */

/**
 * All or nothing: short of its target at the close, every payment standing is refunded. Keep
 * what you raise: the startup keeps what it raised whatever the total.
 */
export const RAISE_KINDS = ['all_or_nothing', 'keep'] as const
export const raiseKindSchema = z.enum(RAISE_KINDS)
export type RaiseKind = z.infer<typeof raiseKindSchema>

/** A new raise is all or nothing unless its founder chooses otherwise. */
export const DEFAULT_RAISE_KIND: RaiseKind = 'all_or_nothing'
/** Startups published before raises had kinds keep what they raise. */
export const EARLIER_RAISE_KIND: RaiseKind = 'keep'

/** The kind's name and what it means for an investor, in plain words. */
export const RAISE_KIND_TEXT: Record<RaiseKind, { label: string; means: string }> = {
  all_or_nothing: {
    label: 'All or nothing',
    means: 'If the target is not reached by the closing date, every payment is refunded.',
  },
  keep: {
    label: 'Keep what you raise',
    means: 'The startup keeps every investment, whether or not it reaches its target.',
  },
}

/** What was decided at the close. */
export const OUTCOMES = ['funded', 'not_funded'] as const
export const outcomeSchema = z.enum(OUTCOMES)
export type Outcome = z.infer<typeof outcomeSchema>

/** Whether a raise with this closing date is due for its decision at `now`. */
export const closeIsDue = (closesOn: string | null | undefined, now: number) =>
  Boolean(closesOn) && now >= closingMoment(closesOn!)

/** The decision at the close, from the kind and the total standing then. */
export const decideOutcome = (kind: RaiseKind, raised: number, target: number): Outcome =>
  kind === 'keep' || raised >= target ? 'funded' : 'not_funded'

/** The refund's reference an investor quotes: one per payment, the same however often asked. */
export const refundReference = (paymentId: string) =>
  `RF-${paymentId
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .slice(0, 16)}`

/** The outcome's banner on a startup's page and its founder's dashboard. */
export const OUTCOME_TEXT: Record<Outcome, string> = {
  funded: 'Funded',
  not_funded: 'Not funded — all investments refunded',
}

/** A raise's outcome as its investors and founder are told it (notification and e-mail). */
export function outcomeNotice(
  startup: { id: string; name: string },
  outcome: Outcome,
  who: { founder: true } | { founder?: false; refunded: number },
) {
  const link = `/dashboard/startup/${encodeURIComponent(startup.id)}`
  if (outcome === 'funded')
    return {
      kind: 'outcome' as const,
      title: `${startup.name} is funded`,
      body: who.founder
        ? 'Your raise closed and is funded: the investments are final.'
        : 'The raise closed and is funded: your investment is final.',
      link: who.founder ? '/dashboard' : link,
    }
  if (who.founder)
    return {
      kind: 'outcome' as const,
      title: `${startup.name} was not funded`,
      body: 'Your raise closed short of its target: every investment standing was refunded.',
      link: '/dashboard',
    }
  return {
    kind: 'refunded' as const,
    title: `${startup.name} was not funded: ₹${formatIndianNumber(who.refunded)} refunded`,
    body: 'The raise closed short of its target, so every payment was refunded.',
    link: '/dashboard/funded',
  }
}
