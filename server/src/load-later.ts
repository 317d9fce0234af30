/**
 * A package the server needs only for some requests (the share image's drawing, Web Push's
 * encryption, bulk loading), imported at its first use rather than at start: a process that
 * never draws a share image never holds satori, yoga and resvg. `load` runs once; a failed
 * import is tried again at the next call.
 */
export function loadLater<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}
