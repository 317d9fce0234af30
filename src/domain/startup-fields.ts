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
