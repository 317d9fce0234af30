import { afterAll, afterEach, beforeAll } from 'vitest'
import { createApiClient } from '@/api/client'
import { DEMO_OPERATOR } from '@/domain/operating'
import type { Role } from '@/domain/user'
import type { BackendOptions } from '../backend'
import { rawCall } from '@/contract/kit/raw-call'
import { tokenFor } from '@/contract/kit/tokens'
import { createTestBackend } from '../node'

export const BASE = 'http://localhost/api'

/**
 * Starts the demo handlers under msw/node for one test file and gives helpers that speak to
 * them over fetch, as the app does.
 */
export function setupTestBackend(options: Partial<BackendOptions> = {}) {
  const ctx = createTestBackend(options)
  beforeAll(() => ctx.server.listen({ onUnhandledFrame: 'error' }))
  afterEach(() => ctx.server.resetHandlers())
  afterAll(() => ctx.server.close())

  const call = async (
    path: string,
    init: {
      method?: string
      uid?: string | null
      token?: string
      json?: unknown
      form?: FormData
      body?: string
    } = {},
  ) => {
    const token = init.token ?? (init.uid ? await tokenFor(init.uid) : undefined)
    const { method = 'GET', json, form, body: raw } = init
    const answer = await rawCall(`${BASE}/${path}`, { method, token, json, form, raw })
    return {
      status: answer.status,
      data: answer.isJson ? answer.json : answer.text || undefined,
      headers: answer.headers,
    }
  }

  /** The API adapter as a given user would use it. */
  const clientFor = (uid: string) =>
    createApiClient({ baseUrl: BASE, getToken: () => tokenFor(uid) })

  /**
   * Records a user through the API. An investor also acknowledges the risks (as the app asks
   * before a first investment) unless `acknowledgeRisks` is false.
   */
  const addUser = async (
    uid: string,
    role: Role,
    name = `User ${uid}`,
    { acknowledgeRisks = true } = {},
  ) => {
    const res = await call('users/adduser', {
      method: 'POST',
      uid,
      json: { useruid: uid, email: `${uid}@example.com`, name, role, photoUrl: '' },
    })
    if (res.status !== 201)
      throw new Error(`adduser failed: ${res.status} ${JSON.stringify(res.data)}`)
    if (role === 'investor' && acknowledgeRisks) {
      const acknowledged = await call('users/acknowledgerisk', {
        method: 'POST',
        uid,
        json: { useruid: uid },
      })
      if (acknowledged.status !== 200)
        throw new Error(`acknowledgerisk failed: ${acknowledged.status}`)
    }
    return res
  }

  /** The demo's operator approves a listing in review, so investors see it. */
  const approve = async (startupId: string) => {
    const res = await call(`operator/review/${startupId}/approve`, {
      method: 'POST',
      uid: DEMO_OPERATOR.uid,
      json: {},
    })
    if (res.status !== 200)
      throw new Error(`approve failed: ${res.status} ${JSON.stringify(res.data)}`)
  }

  return { ...ctx, call, clientFor, addUser, approve }
}
