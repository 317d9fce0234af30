import { OTP_LENGTH, OTP_MAX_TRIES } from './payment'
import { closingDay, IST_OFFSET_MS, isClosed } from './startup-fields'
import { formatIndianNumber } from './format'
import { notListed, type Listing } from './operating'
import { Problem } from './problem'

/**
 * The rules of investing with a one-time code, applied by both backends (the demo handlers and
 * `server/`): how much a startup can still take, how often codes may be asked for, and what a
 * code attempt means.
 */

/** Codes a user may ask for in one minute. */
export const OTP_REQUESTS_PER_MINUTE = 3
export const OTP_REQUEST_WINDOW_MS = 60_000
/**
 * Codes a user may ask for in a day. With five tries a code, someone holding a stolen session
 * gets at most 100 guesses a day at a million codes (0.01 %), not the 2 % the minute limit allows.
 */
export const OTP_REQUESTS_PER_DAY = 20
export const OTP_REQUEST_DAY_MS = 24 * 60 * 60 * 1000

/** The limit a new code request would break, given the user's requests in the last minute and day. */
export function otpRequestLimitProblem(lastMinute: number, lastDay: number): Problem | null {
  if (lastDay >= OTP_REQUESTS_PER_DAY) return tooManyOtpRequestsToday()
  if (lastMinute >= OTP_REQUESTS_PER_MINUTE) return tooManyOtpRequests()
  return null
}

/** Six uniformly random digits from the platform's cryptographic generator. */
export function generateOtp(): string {
  const buffer = new Uint32Array(1)
  const range = 10 ** OTP_LENGTH
  const limit = Math.floor(0x1_0000_0000 / range) * range
  let value: number
  do {
    crypto.getRandomValues(buffer)
    value = buffer[0]!
  } while (value >= limit)
  return String(value % range).padStart(OTP_LENGTH, '0')
}

export interface FundedStartup {
  name: string
  fundsRequired: number
  fundsRecieved: number
  /** The last day it takes investments (optional extension), or null/absent when open ended. */
  closesOn?: string | null | undefined
  /** Where its listing stands (optional extension, operators): only a live one takes money. */
  listing?: Listing | undefined
  /** Optional extension (invite-only): only its link's holders and its investors invest. */
  inviteOnly?: boolean | undefined
  inviteCode?: string | null | undefined
}

/** What the startup can still take. */
export const fundsLeft = (startup: FundedStartup) =>
  Math.max(0, startup.fundsRequired - startup.fundsRecieved)

/** 409 startup_closed once the startup's closing date is behind it, or null. */
function closedProblem(startup: FundedStartup, now: number): Problem | null {
  if (startup.listing !== undefined && startup.listing !== 'live') return notListed()
  return isClosed(startup.closesOn, closingDay(now))
    ? new Problem(
        409,
        'startup_closed',
        `${startup.name} closed on ${startup.closesOn} and takes no more investments`,
      )
    : null
}

/** Why a code for this amount cannot be sent, or null. */
export function otpAmountProblem(
  startup: FundedStartup,
  amount: number,
  now: number = Date.now(),
): Problem | null {
  const closed = closedProblem(startup, now)
  if (closed) return closed
  const left = fundsLeft(startup)
  if (left === 0)
    return new Problem(409, 'fully_funded', `${startup.name} is fully funded`, 'amount')
  if (amount > left)
    return new Problem(
      422,
      'amount_too_large',
      `You can invest at most ₹${formatIndianNumber(left)} in ${startup.name}`,
      'amount',
    )
  return null
}

/**
 * The terms an investor was offered when their code was sent. A founder may change them until
 * the first investment; a code sent under other terms does not pay under the new ones.
 */
export interface OfferedTerms {
  stocks: number
  fundsRequired: number
}

/** The terms of this startup now, as a code records them. */
export const offeredTerms = (startup: OfferedTerms): OfferedTerms => ({
  stocks: startup.stocks,
  fundsRequired: startup.fundsRequired,
})

/**
 * Why a proven code can no longer become a payment, or null: the startup closed since the code
 * was sent, its founder changed the terms it was sent under, or others invested meanwhile.
 * `terms` null: a code recorded without them (sent before codes kept their terms).
 */
export function paymentProblem(
  startup: FundedStartup & OfferedTerms,
  code: { amount: number; terms: OfferedTerms | null },
  now: number = Date.now(),
): Problem | null {
  const closed = closedProblem(startup, now)
  if (closed) return closed
  if (
    code.terms &&
    (code.terms.stocks !== startup.stocks || code.terms.fundsRequired !== startup.fundsRequired)
  )
    return new Problem(
      409,
      'terms_changed',
      `${startup.name} changed its terms after your code was sent. Check them and ask for a new code`,
    )
  const left = fundsLeft(startup)
  return code.amount > left
    ? new Problem(
        409,
        'amount_too_large',
        `${startup.name} now needs at most ₹${formatIndianNumber(left)}. Ask for a new code`,
        'amount',
      )
    : null
}

export const tooManyOtpRequests = () =>
  new Problem(429, 'too_many_requests', 'Too many codes asked for. Wait a minute and try again')
export const tooManyOtpRequestsToday = () =>
  new Problem(
    429,
    'too_many_requests',
    `That makes ${OTP_REQUESTS_PER_DAY} codes in a day, the most Seedling sends. Try again tomorrow`,
  )

export const notAnInvestor = () => new Problem(403, 'not_an_investor', 'Only investors can invest')
export const noOtpYet = () => new Problem(400, 'otp_missing', 'Ask for a code first', 'otp')

export interface OtpState {
  status: 'live' | 'used' | 'void'
  tries: number
  /** Epoch milliseconds. */
  expiresAt: number
}

/**
 * What one attempt at the user's latest code means:
 * - `pay`: the code is right; record the payment.
 * - `replay`: the same right code again (a double click, a retry): answer the payment it made.
 * - `wrong`: store the new count of tries (the code is void once it reaches the limit), then
 *   refuse with `problem`.
 * - `refused`: nothing changes; refuse with `problem`.
 */
export type OtpAttempt =
  | { outcome: 'pay' }
  | { outcome: 'replay' }
  | { outcome: 'wrong'; tries: number; locked: boolean; problem: Problem }
  | { outcome: 'refused'; problem: Problem }

export function attemptOtp(otp: OtpState, matches: boolean, now: number): OtpAttempt {
  if (otp.status === 'used')
    return matches
      ? { outcome: 'replay' }
      : {
          outcome: 'refused',
          problem: new Problem(
            409,
            'otp_used',
            'That code has already been used. Ask for a new one',
            'otp',
          ),
        }
  if (otp.status === 'void' || otp.tries >= OTP_MAX_TRIES)
    return {
      outcome: 'refused',
      problem: new Problem(
        400,
        'otp_locked',
        'This code can no longer be used. Ask for a new one',
        'otp',
      ),
    }
  if (otp.expiresAt <= now)
    return {
      outcome: 'refused',
      problem: new Problem(400, 'otp_expired', 'That code has expired. Ask for a new one', 'otp'),
    }
  if (matches) return { outcome: 'pay' }
  const tries = otp.tries + 1
  const left = OTP_MAX_TRIES - tries
  return {
    outcome: 'wrong',
    tries,
    locked: left <= 0,
    problem:
      left > 0
        ? new Problem(
            400,
            'invalid_otp',
            `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left`,
            'otp',
          )
        : new Problem(400, 'otp_locked', 'Too many wrong tries. Ask for a new code', 'otp'),
  }
}

/**
 * A private placement may be offered to at most 200 persons in a financial year (Companies Act
 * 2013, section 42): a startup takes payments from at most this many distinct investors between
 * 1 April and 31 March (India's time). An investor already in may add to their investment.
 */
export const INVESTORS_PER_YEAR = 200

/** India's time is UTC+5:30, all year. */

/** When the financial year holding `now` began: 1 April, 00:00 in India (18:30 UTC on 31 March). */
export function financialYearStart(now: number): number {
  const india = new Date(now + IST_OFFSET_MS)
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1
  return Date.UTC(year, 3, 1) - IST_OFFSET_MS
}

/** The investors with a payment standing on a startup this financial year, as a store counts them. */
export interface InvestorPlaces {
  /** How many distinct investors have a payment standing (not cancelled) since the year began. */
  taken: number
  /** Whether the investor asking is one of them (they keep their place and may add to it). */
  holds: boolean
}

/** The refusal of a 201st investor this year, or null. */
export function investorPlacesProblem(places: InvestorPlaces): Problem | null {
  return !places.holds && places.taken >= INVESTORS_PER_YEAR ? investorLimitReached() : null
}

export const investorLimitReached = () =>
  new Problem(
    409,
    'investor_limit',
    `This raise has reached the ${INVESTORS_PER_YEAR} investors the law allows this year`,
  )

/** A startup's page says how many of the year's places are taken once more than this many are. */
export const PLACES_SHOWN_ABOVE = 150

/** "180 of 200 investor places taken", once more than 150 are; null before. */
export const investorPlacesText = (taken: number | undefined) =>
  taken !== undefined && taken > PLACES_SHOWN_ABOVE
    ? `${formatIndianNumber(Math.min(taken, INVESTORS_PER_YEAR))} of ${INVESTORS_PER_YEAR} investor places taken`
    : null
