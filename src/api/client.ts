import { engagementApi } from './engagement'
import { createHttp, type HttpConfig } from './http'
import { paymentsApi } from './payments'
import { startupsApi } from './startups'
import { usersApi } from './users'

/** The API adapter: the same code in demo and remote mode; only the base URL differs. */
export function createApiClient(config: HttpConfig) {
  const request = createHttp(config)
  return {
    users: usersApi(request),
    startups: startupsApi(request),
    payments: paymentsApi(request),
    engagement: engagementApi(request),
  }
}
export type ApiClient = ReturnType<typeof createApiClient>
