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
] as const

export type StartupCreateField = (typeof STARTUP_CREATE_TEXT_FIELDS)[number]

/** The typed text fields of a new startup, as the client sends them. */
export type StartupCreateFields = Record<StartupCreateField, string | number>

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
