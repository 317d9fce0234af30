import { describe, expect, it, vi } from 'vitest'
import type { Startup } from '@/domain/startup'
import { ApiError } from './api-error'
import type { ApiClient } from './client'
import { dexieAnswerStore, SAVED_KEYS, withOfflineCache } from './offline-cache'

const startup = (id: string) => ({ _id: id, name: `Startup ${id}` }) as unknown as Startup

function fakeApi(startups: {
  explore: () => Promise<Startup[]>
  get: (id: string) => Promise<Startup | null>
}) {
  return { startups } as unknown as ApiClient
}

let db = 0
const freshStore = () => dexieAnswerStore(`seedling-offline-test-${++db}`)

describe('withOfflineCache', () => {
  it('keeps what the server said in IndexedDB and shows it with its age when the network fails', async () => {
    const explore = vi.fn<() => Promise<Startup[]>>().mockResolvedValue([startup('a')])
    const store = freshStore()
    let now = 1_000
    const { api, ages } = withOfflineCache(fakeApi({ explore, get: vi.fn() }), store, () => now)

    expect(await api.startups.explore()).toEqual([startup('a')])
    expect(ages.savedAt(SAVED_KEYS.explore)).toBeNull()

    // A later visit (a new client over the same database), with no network.
    now = 5_000
    explore.mockRejectedValue(new ApiError(0, 'offline', "You're offline."))
    const later = withOfflineCache(fakeApi({ explore, get: vi.fn() }), store, () => now)
    const changed = vi.fn()
    later.ages.subscribe(changed)
    expect(await later.api.startups.explore()).toEqual([startup('a')])
    expect(later.ages.savedAt(SAVED_KEYS.explore)).toBe(1_000)
    expect(changed).toHaveBeenCalledOnce()

    // The server answers again: fresh data, the age goes.
    explore.mockResolvedValue([startup('a'), startup('b')])
    expect(await later.api.startups.explore()).toHaveLength(2)
    expect(later.ages.savedAt(SAVED_KEYS.explore)).toBeNull()
    expect(changed).toHaveBeenCalledTimes(2)
  })

  it('keeps each startup page seen, by id, and falls back on server faults too', async () => {
    const get = vi.fn(async (id: string) => startup(id))
    const { api, ages } = withOfflineCache(fakeApi({ explore: vi.fn(), get }), freshStore())
    await api.startups.get('x')
    get.mockRejectedValue(new ApiError(503, 'server', 'Down'))
    expect(await api.startups.get('x')).toEqual(startup('x'))
    expect(ages.savedAt(SAVED_KEYS.startup('x'))).not.toBeNull()
    // A page never seen has nothing to fall back on: the error stands.
    await expect(api.startups.get('y')).rejects.toMatchObject({ status: 503 })
  })

  it('does not hide answers that are the truth: a 404 or 403 is not replaced by saved data', async () => {
    const get = vi.fn(async (id: string) => startup(id))
    const { api } = withOfflineCache(fakeApi({ explore: vi.fn(), get }), freshStore())
    await api.startups.get('x')
    get.mockRejectedValue(new ApiError(403, 'forbidden', 'No'))
    await expect(api.startups.get('x')).rejects.toMatchObject({ status: 403 })
  })

  it('forgets every saved answer on request (sign-out), so nothing is shown from the device after', async () => {
    const explore = vi.fn(async () => [startup('a')])
    const store = freshStore()
    const { api, forget } = withOfflineCache(fakeApi({ explore, get: vi.fn() }), store)
    await api.startups.explore()
    expect(await store.get(SAVED_KEYS.explore)).toBeDefined()
    await forget()
    expect(await store.get(SAVED_KEYS.explore)).toBeUndefined()
    explore.mockRejectedValue(new ApiError(0, 'offline', "You're offline."))
    await expect(api.startups.explore()).rejects.toMatchObject({ code: 'offline' })
  })

  it('still answers when the device cannot save', async () => {
    const explore = vi.fn(async () => [startup('a')])
    const broken = {
      get: async () => {
        throw new Error('blocked')
      },
      put: async () => {
        throw new Error('quota')
      },
      clear: async () => {
        throw new Error('blocked')
      },
    }
    const { api } = withOfflineCache(fakeApi({ explore, get: vi.fn() }), broken)
    expect(await api.startups.explore()).toEqual([startup('a')])
    explore.mockRejectedValue(new ApiError(0, 'network', 'No answer'))
    await expect(api.startups.explore()).rejects.toMatchObject({ code: 'network' })
  })
})
