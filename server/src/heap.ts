import { PerformanceObserver } from 'node:perf_hooks'
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8'

/**
 * How far V8 lets its old generation grow past what survived the last full collection before it
 * collects again, in percent. Left to itself, V8 picks up to 300 % on a machine with several
 * gigabytes of memory (its heap limit follows the machine's memory): a server holding about
 * 50 MB of live objects grew to 400–460 MB under load, most of it garbage not yet collected.
 * At 50 % it collects sooner, each time with little to mark, at the same rate of answers
 * (docs/performance.md).
 */
export const HEAP_GROWING_PERCENT = 50

const GIVEN = /^--heap[-_]growing[-_]percent(=|$)/

/**
 * The V8 flag this process sets for itself, or null when Node was given one among its arguments
 * (`node --heap-growing-percent=N server/dist/main.mjs`; NODE_OPTIONS refuses V8 flags other than
 * a few): an operator's choice stands.
 */
export function heapGrowingFlag(execArgv: readonly string[]): string | null {
  return execArgv.some((arg) => GIVEN.test(arg))
    ? null
    : `--heap-growing-percent=${HEAP_GROWING_PERCENT}`
}

/**
 * Sets the growth above at start. V8 reads the flag each time it sets the next collection's
 * limit, so setting it once the process runs takes effect from the next collection on (the young
 * generation's and the heap's maximum sizes, by contrast, are fixed when the heap is made).
 */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv) {
  const flag = heapGrowingFlag(execArgv)
  if (flag) setFlagsFromString(flag)
  return flag
}

/**
 * The most V8's young generation holds, in MB: two 16 MB semi-spaces. V8 lets each reach 64 MB on
 * a machine with more than 16 GB, 128 MB in all, which was most of what a process held above its
 * old generation under load (docs/performance.md).
 */
export const YOUNG_GENERATION_MB = 32

const SEMI_SPACE_GIVEN = /^--max[-_]semi[-_]space[-_]size(=|$)/

/** Whether Node was given its own young generation's size (NODE_OPTIONS allows that flag). */
export function youngGenerationGiven(execArgv: readonly string[], nodeOptions = ''): boolean {
  return [...execArgv, ...nodeOptions.split(/\s+/)].some((arg) => SEMI_SPACE_GIVEN.test(arg))
}

/** The size of V8's young generation now, in bytes (both semi-spaces). */
export const youngGenerationSize = () =>
  getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0

/**
 * Holds V8's young generation at YOUNG_GENERATION_MB, unless Node was given
 * `--max-semi-space-size`. V8 fixes the young generation's maximum when the process starts, but
 * reads the factor it grows by each time it grows it (`--semi-space-growth-factor`, 2): after
 * each collection this sets the factor to 1 once the young generation has reached the size, and
 * back to 2 below it (V8 shrinks an idle process's young generation, which must be able to grow
 * again). A growth can slip past the size before the observer runs (collections are reported
 * after the task that caused them); the size can then only come back down as V8 shrinks it.
 * Returns a function that stops it and puts V8's factor back, or null when Node's flag stands.
 */
export function capYoungGeneration(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions = process.env.NODE_OPTIONS,
  capBytes = YOUNG_GENERATION_MB * 1024 * 1024,
) {
  if (youngGenerationGiven(execArgv, nodeOptions)) return null
  let held = false
  const hold = (full: boolean) => {
    if (full === held) return
    setFlagsFromString(`--semi-space-growth-factor=${full ? 1 : 2}`)
    held = full
  }
  const observer = new PerformanceObserver(() => hold(youngGenerationSize() >= capBytes))
  observer.observe({ entryTypes: ['gc'] })
  return () => {
    observer.disconnect()
    hold(false)
  }
}
