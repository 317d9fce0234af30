import type { Table } from 'dexie'
import type { Startup } from '@/domain/startup'
import { isApiError } from './api-error'
import type { ApiClient } from './client'

/** One saved answer: what the server said, and when. */
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

/** Answers shown from the device instead of the server, by key, for the "Saved … ago" labels. */
export interface SavedAges {
  subscribe(listener: () => void): () => void
  /** When the answer on screen for `key` was saved, or null when it came from the server. */
  savedAt(key: string): number | null
}

export const SAVED_KEYS = {
  explore: 'explore',
  startup: (id: string) => `startup:${id}`,
  user: (uid: string) => `user:${uid}`,
  isActive: (uid: string) => `isactive:${uid}`,
}

/** IndexedDB, opened on first use so Dexie stays off the landing page's critical path. */
export function dexieAnswerStore(name = 'seedling-offline'): AnswerStore {
  let table: Promise<Table<SavedAnswer, string>> | null = null
  const open = () =>
    (table ??= import('dexie').then(({ default: Dexie }) => {
      const db = new Dexie(name)
      db.version(1).stores({ answers: 'key' })
      return db.table<SavedAnswer, string>('answers')
    }))
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

/**
 * Wraps the API client so that explore and the startup pages already seen (and the user's own
 * record, which the dashboard needs to open) are saved on the device and shown, with their
 * age, when the network or the server fails.
 */
export function withOfflineCache(
  api: ApiClient,
  store: AnswerStore,
  now: () => number = Date.now,
): { api: ApiClient; ages: SavedAges; forget: () => Promise<void> } {
  const listeners = new Set<() => void>()
  const shownFromDevice = new Map<string, number>()
  const mark = (key: string, savedAt: number | null) => {
    if ((shownFromDevice.get(key) ?? null) === savedAt) return
    if (savedAt === null) shownFromDevice.delete(key)
    else shownFromDevice.set(key, savedAt)
    for (const listener of listeners) listener()
  }

  async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    try {
      const data = await load()
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
    api: {
      ...api,
      // The user's record and startup state let the dashboard open offline at all.
      users: {
        ...api.users,
        get: (uid: string) => cached(SAVED_KEYS.user(uid), () => api.users.get(uid)),
      },
      startups: {
        ...api.startups,
        isActive: (uid: string) =>
          cached(SAVED_KEYS.isActive(uid), () => api.startups.isActive(uid)),
        explore: () => cached(SAVED_KEYS.explore, () => api.startups.explore()),
        get: (id: string) =>
          cached<Startup | null>(SAVED_KEYS.startup(id), () => api.startups.get(id)),
      },
    },
    /** Drops every saved answer (on sign-out: the next person on this device sees none). */
    forget: async () => {
      shownFromDevice.clear()
      for (const listener of listeners) listener()
      await store.clear().catch(() => undefined)
    },
    ages: {
      subscribe(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      savedAt: (key) => shownFromDevice.get(key) ?? null,
    },
  }
}
