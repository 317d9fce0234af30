/** Runs async work one piece at a time, so a check and the write it guards cannot interleave. */
export function createMutex() {
  let tail: Promise<unknown> = Promise.resolve()
  return function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = tail.then(work, work)
    tail = run.catch(() => undefined)
    return run
  }
}
