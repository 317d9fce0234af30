import type { ApiClient } from './api-context'
import { analyticsApi } from './analytics'
import { followingApi } from './following'
import { createHttp, type HttpConfig } from './http'
import { invitesApi } from './invites'
import { notificationsApi } from './notifications'
import { operatingApi } from './operating'
import { paymentsApi } from './payments'
import { pushApi } from './push'
import { questionsApi } from './questions'
import { startupsApi } from './startups'
import { updatesApi } from './updates'
import { usersApi } from './users'

/** The API adapter: the same code in demo and remote mode; only the base URL differs. */
export function createApiClient(config: HttpConfig): ApiClient {
  const request = createHttp(config)
  return {
    users: usersApi(request),
    startups: startupsApi(request),
    payments: paymentsApi(request),
    updates: updatesApi(request),
    questions: questionsApi(request),
    following: followingApi(request),
    analytics: analyticsApi(request),
    operating: operatingApi(request),
    notifications: notificationsApi(request),
    invites: invitesApi(request),
    push: pushApi(request),
  }
}

export type { ApiClient }
