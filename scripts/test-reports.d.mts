/** A failed test: where it is and its name, and the first lines of its error. */
export interface Failure {
  name: string
  message: string
}

/** What a step's reports counted. */
export interface Counts {
  passed: number
  failed: number
  failures: Failure[]
}

export function readJson(path: string): unknown
export function vitestCounts(path: string): Counts | null
export function playwrightCounts(path: string): Counts | null
export function sumCounts(parts: Array<Counts | null>): Counts | null

/** The machine's CPU time so far (/proc/stat), in clock ticks over all cores. */
export interface CpuTicks {
  busy: number
  idle: number
  cores: number
}
export function cpuTicks(text?: string): CpuTicks | null
export function busyShare(before: CpuTicks | null, after: CpuTicks | null): number | null
