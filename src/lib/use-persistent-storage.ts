import { useEffect, useState } from 'react'

/** What the browser said when asked to keep this site's data: kept, or may clear it. */
export type StorageAnswer = 'kept' | 'may-clear'

/**
 * Asks the browser, once `ask` is true, to keep this site's storage (IndexedDB) even when the
 * device runs low on space, and answers what it said; undefined until then, or where browsers
 * cannot be asked.
 */
export function usePersistentStorage(ask: boolean): StorageAnswer | undefined {
  const [answer, setAnswer] = useState<StorageAnswer>()
  useEffect(() => {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
    if (!ask || typeof storage?.persist !== 'function') return
    let current = true
    void (async () => {
      const kept = (await storage.persisted?.()) || (await storage.persist())
      if (current) setAnswer(kept ? 'kept' : 'may-clear')
    })().catch(() => undefined)
    return () => {
      current = false
    }
  }, [ask])
  return answer
}
