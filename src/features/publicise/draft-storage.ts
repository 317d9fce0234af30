/** Keeps a form's text fields in localStorage so an accidental reload loses nothing. */
export function createDraftStorage(
  key: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage,
) {
  return {
    load(): Record<string, string> {
      try {
        const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}')
        if (!parsed || typeof parsed !== 'object') return {}
        return Object.fromEntries(
          Object.entries(parsed).filter(([, value]) => typeof value === 'string'),
        ) as Record<string, string>
      } catch {
        return {}
      }
    },
    save(values: Record<string, string>) {
      try {
        storage.setItem(key, JSON.stringify(values))
      } catch {
        // Storage full or disabled: the form still works, only the draft is not kept.
      }
    },
    clear() {
      storage.removeItem(key)
    },
  }
}
