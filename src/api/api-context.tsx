import { createContext, useContext } from 'react'
import type { ApiClient } from './client'

const ApiContext = createContext<ApiClient | null>(null)

/** Gives the screens below it the API client (the app's services provide it). */
export const ApiProvider = ApiContext.Provider

/** The API client of the nearest ApiProvider. */
export function useApi(): ApiClient {
  const api = useContext(ApiContext)
  if (!api) throw new Error('useApi must be used inside ApiProvider (ServicesProvider gives one)')
  return api
}
