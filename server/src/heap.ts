import { setFlagsFromString } from 'node:v8'

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
