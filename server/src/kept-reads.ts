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
