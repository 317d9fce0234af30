import { LRUCache } from 'lru-cache'

/**
 * Reads kept `ttlMs` for whoever asks the same next, at most `max` of them (the oldest made goes
 * first): each is kept as its promise from the moment it is asked for, so that visitors arriving
 * together share one query, and `clear()` (after a write) forgets the reads under way too: a read
 * that started before a write is answered to those who asked for it, never kept past the write.
 * A read that fails is not kept. `ttlMs` 0 keeps none.
 */
export function keptReads<T>({ ttlMs, max }: { ttlMs: number; max: number }) {
  const kept = new Map<string, { at: number; read: Promise<T> }>()
  return {
    get(key: string, make: () => Promise<T>): Promise<T> {
      if (ttlMs === 0) return make()
      const now = Date.now()
      const hit = kept.get(key)
      if (hit && now - hit.at < ttlMs) return hit.read
      kept.delete(key)
      if (kept.size >= max) kept.delete(kept.keys().next().value as string)
      const read = make()
      const entry = { at: now, read }
      read.catch(() => {
        if (kept.get(key) === entry) kept.delete(key)
      })
      kept.set(key, entry)
      return read
    },
    clear: () => kept.clear(),
  }
}

/** Reads kept for the next callers (`keptReads`). */
export type KeptReads<T> = ReturnType<typeof keptReads<T>>

/**
 * Answers kept with the version of what they show (operations.ts, `VERSIONED`), at most
 * `maxSize` of them by `sizeOf`, the least recently asked for going first. An answer is kept from
 * its second read while its first is among the last `remembered` reads: one asked for once is
 * not worth its place (keeping each cost a read nobody repeats a sixth more of the server's CPU,
 * in the memory it churns), and would push out one asked for again.
 */
export function keptByVersion<T extends object>({
  maxSize,
  sizeOf,
  remembered,
}: {
  maxSize: number
  sizeOf: (answer: T) => number
  remembered: number
}) {
  const kept = new LRUCache<string, { version: string; answer: T }>({
    maxSize,
    sizeCalculation: (entry) => sizeOf(entry.answer),
  })
  const asked = new LRUCache<string, true>({ max: remembered })
  return {
    /** The answer kept for `key` and the version it was read at. */
    get: (key: string) => kept.get(key),
    /** An answer read at `version`, kept if it was asked for lately. */
    offer(key: string, version: string, answer: T) {
      if (asked.has(key)) kept.set(key, { version, answer })
      else asked.set(key, true)
    },
  }
}

/** Answers kept by version (`keptByVersion`). */
export type KeptByVersion<T extends object> = ReturnType<typeof keptByVersion<T>>
