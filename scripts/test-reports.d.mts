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
