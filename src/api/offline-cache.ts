import { hashKey, type QueryKey } from '@tanstack/react-query'
import { isApiError } from './api-error'
import { lazyDexieTable } from './dexie-table'
import type { HttpRequest, RequestOptions } from './http'

/** One saved answer: what the server said, and when, under its query key's hash. */
export interface SavedAnswer {
  key: string
  data: unknown
  savedAt: number
}

/** Where answers are kept between visits (IndexedDB through Dexie in the app). */
export interface AnswerStore {
  get(key: string): Promise<SavedAnswer | undefined>
  put(answer: SavedAnswer): Promise<void>
  clear(): Promise<void>
}

/** Answers shown from the device instead of the server, by query key, for the "Saved … ago" labels. */
export interface SavedAges {
  subscribe(listener: () => void): () => void
  /** When the answer on screen for this query was saved, or null when it came from the server. */
  savedAt(queryKey: QueryKey): number | null
}

/** IndexedDB, opened on first use so Dexie stays off the landing page's critical path. */
export function dexieAnswerStore(name = 'seedling-offline'): AnswerStore {
  const open = lazyDexieTable<SavedAnswer, string>(name, 'answers', 'key')
  return {
    get: async (key) => (await open()).get(key),
    put: async (answer) => {
      await (await open()).put(answer)
    },
    clear: async () => {
      await (await open()).clear()
    },
  }
}

/** Only "no answer" and server faults fall back to the device; a 404 or 403 is the truth. */
const fallsBack = (error: unknown) => !isApiError(error) || error.retryable

export interface OfflineCache {
  /** Wraps the HTTP layer: every read that names a query key (`keep`) is saved and falls back. */
  wrap(request: HttpRequest): HttpRequest
  ages: SavedAges
  /** Drops every saved answer (on sign-out: the next person on this device sees none). */
  forget(): Promise<void>
}

/**
 * Keeps the answers of the reads that ask for it (`keep: <query key>` in their request options:
 * explore, the startup pages seen, the user's own record and startup state) on the device, and
 * shows them, with their age, when the network or the server fails. Nothing here knows which
 * calls those are: the resource modules say so where they define the call.
 */
export function offlineCache(store: AnswerStore, now: () => number = Date.now): OfflineCache {
  const listeners = new Set<() => void>()
  const shownFromDevice = new Map<string, number>()
  /** Counts the sign-outs: a read begun before the last one saves nothing when it ends. */
  let generation = 0
  const mark = (key: string, savedAt: number | null) => {
    if ((shownFromDevice.get(key) ?? null) === savedAt) return
    if (savedAt === null) shownFromDevice.delete(key)
    else shownFromDevice.set(key, savedAt)
    for (const listener of listeners) listener()
  }

  async function kept<T>(queryKey: QueryKey, load: () => Promise<T>): Promise<T> {
    const key = hashKey(queryKey)
    const begun = generation
    try {
      const data = await load()
      // The person who asked signed out meanwhile: their answer is not kept for the next one.
      if (begun !== generation) return data
      mark(key, null)
      // Saving is best effort: a full or blocked disk must not fail the read.
      await store.put({ key, data, savedAt: now() }).catch(() => undefined)
      return data
    } catch (error) {
      if (!fallsBack(error)) throw error
      const saved = await store.get(key).catch(() => undefined)
      if (!saved) throw error
      mark(key, saved.savedAt)
      return saved.data as T
    }
  }

  return {
    wrap: (request) =>
      function keptRequest<T>(path: string, options: RequestOptions<T> = {}) {
        const { keep } = options
        return keep ? kept(keep, () => request(path, options)) : request(path, options)
      },
    forget: async () => {
      generation += 1
      shownFromDevice.clear()
      for (const listener of listeners) listener()
      await store.clear().catch(() => undefined)
    },
    ages: {
      subscribe(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      savedAt: (queryKey) => shownFromDevice.get(hashKey(queryKey)) ?? null,
    },
  }
}
