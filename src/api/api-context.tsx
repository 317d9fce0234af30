import { createContext, useContext } from 'react'

/**
 * The API client: each resource module (src/api/users.ts, payments.ts, …) adds its part to this
 * interface, and src/api/client.ts builds it; so this module imports none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ApiClient {}

const ApiContext = createContext<ApiClient | null>(null)

/** Gives the screens below it the API client (the app's services provide it). */
export const ApiProvider = ApiContext.Provider

/** The API client of the nearest ApiProvider. */
export function useApi(): ApiClient {
  const api = useContext(ApiContext)
  if (!api) throw new Error('useApi must be used inside ApiProvider (ServicesProvider gives one)')
  return api
}
