/** The nine domains a startup can belong to (docs/product.md#data). No Zod here: the landing and
 * the explore URL use this list before any schema is loaded. */
export const DOMAINS = [
  'Agriculture',
  'Automobile',
  'Construction',
  'Education',
  'Entertainment',
  'Finance',
  'Healthcare',
  'Hospitality',
  'IT',
] as const
export type Domain = (typeof DOMAINS)[number]
