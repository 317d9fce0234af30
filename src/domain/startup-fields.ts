/**
 * The text fields of the multipart creation payload (docs/product.md#data), written once for
 * the client that builds it and both backends that read it. No Zod here: the pages that name
 * a query load no schema.
 */
export const STARTUP_CREATE_TEXT_FIELDS = [
  'useruid',
  'username',
  'name',
  'description',
  'stocks',
  'fundsRequired',
  'domain',
  'websiteLink',
  'slogan',
  'founded',
  // Optional extension: the day the raise closes (docs/product.md#contract).
  'closesOn',
  // Optional extension: all or nothing, or keep what you raise (docs/product.md#the-close).
  'raiseKind',
] as const

export type StartupCreateField = (typeof STARTUP_CREATE_TEXT_FIELDS)[number]

/**
 * The typed text fields of a new startup, as the client sends them (a closing date and the kind
 * of raise are optional).
 */
export type StartupCreateFields = Record<
  Exclude<StartupCreateField, 'closesOn' | 'raiseKind'>,
  string | number
> & {
  closesOn?: string | undefined
  raiseKind?: string | undefined
}

/** How far ahead a closing date may be set, in days. */
export const CLOSING_MIN_DAYS = 7
export const CLOSING_MAX_DAYS = 365

/** Today's date as YYYY-MM-DD in the user's local time. */
export function todayIso(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 10)
}

const DAY_MS = 86_400_000
/** Whole days from one YYYY-MM-DD date to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

/** A moment's date in UTC: YYYY-MM-DD (the day page views are counted on). */
export const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10)

/** India's offset from UTC (no daylight saving): raises close and financial years turn in it. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000

/**
 * A moment's date as closing dates are compared everywhere: YYYY-MM-DD in India, where a raise
 * closes at the end of its closing date (docs/product.md#the-close).
 */
export const closingDay = (now: number) => utcDay(now + IST_OFFSET_MS)

/** The moment a raise with this closing date closes: the end of that day in India. */
export const closingMoment = (closesOn: string) =>
  Date.parse(`${closesOn}T00:00:00Z`) + DAY_MS - IST_OFFSET_MS

/** Whether a startup with this closing date (if any) still takes investments on `today`. */
export const isClosed = (closesOn: string | null | undefined, today: string) =>
  Boolean(closesOn) && today > closesOn!

/** What a founder wrote about their startup, as it arrives (the form sends one domain). */
interface ProfileInput<D extends string> {
  name: string
  slogan: string
  description: string
  fundsRequired: number
  username: string
  stocks: number
  founded: string
  domain: D | D[]
  websiteLink: string
}

/**
 * The founder's own words and figures as both backends store them (domains as a list), for the
 * creation call and the seeds alike.
 */
export function startupProfile<D extends string>(input: ProfileInput<D>) {
  return {
    name: input.name,
    slogan: input.slogan,
    description: input.description,
    fundsRequired: input.fundsRequired,
    username: input.username,
    stocks: input.stocks,
    founded: input.founded,
    domain: Array.isArray(input.domain) ? input.domain : [input.domain],
    websiteLink: input.websiteLink,
  }
}
