import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '@/api/client'
import { userQuery } from '@/api/users'
import type { RouterContext } from '@/app/router'
import type { AuthStore } from '@/auth/auth-store'
import { SPLASH_MS, SPLASH_OVER_MARK } from '@/lib/splash'
import { signedInRecord } from './-signed-in'

afterEach(() => vi.useRealTimers())

function contextFor(record: { exists: boolean; role?: 'investor' | 'startup' }) {
  const api = {} as ApiClient
  const queryClient = new QueryClient()
  queryClient.setQueryData(userQuery(api, 'u1').queryKey, record as never)
  const prepareDashboard = vi.fn()
  const auth = { getState: () => ({ user: { uid: 'u1' } }) } as unknown as AuthStore
  return {
    context: { auth, api, queryClient, prepareDashboard } as RouterContext,
    prepareDashboard,
  }
}

describe('signedInRecord', () => {
  it('gets the dashboard home ready while the loading screen shows, then marks its end', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] })
    const { context, prepareDashboard } = contextFor({ exists: true, role: 'investor' })
    const done = signedInRecord(context, { fresh: false, toHome: true })
    await vi.advanceTimersByTimeAsync(10)
    // Long before the loading screen's minimum time is over.
    expect(prepareDashboard).toHaveBeenCalledWith('investor')
    await vi.advanceTimersByTimeAsync(SPLASH_MS)
    expect((await done).record.role).toBe('investor')
    expect(performance.getEntriesByName(SPLASH_OVER_MARK)).toHaveLength(1)

    // Later screens wait for nothing, and nothing is prepared again.
    const later = contextFor({ exists: true, role: 'investor' })
    await signedInRecord(later.context, { fresh: false, toHome: true })
    expect(later.prepareDashboard).not.toHaveBeenCalled()
  })
})
