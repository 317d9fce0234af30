import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  HEAP_GROWING_PERCENT,
  YOUNG_GENERATION_MB,
  heapGrowingFlag,
  youngGenerationGiven,
} from '../src/heap'

const HEAP_MODULE = fileURLToPath(new URL('../src/heap.ts', import.meta.url))

/**
 * The factors V8 reports choosing for the next collection's limits after a full collection, in a
 * new Node process that calls limitHeapGrowth() first (V8 prints them with --trace-gc-verbose).
 */
function factorsChosen(nodeArgs: string[] = []) {
  const out = execFileSync(
    process.execPath,
    [
      ...nodeArgs,
      '--expose-gc',
      '--trace-gc-verbose',
      '--input-type=module',
      '-e',
      `const { limitHeapGrowth } = await import(${JSON.stringify(HEAP_MODULE)})
       limitHeapGrowth()
       const kept = Array.from({ length: 200_000 }, (_, i) => ({ i }))
       globalThis.gc()
       console.log(kept.length)`,
    ],
    { encoding: 'utf8' },
  )
  return [...out.matchAll(/\[HeapController\] factor ([\d.]+)/g)].map((match) => Number(match[1]))
}

describe("the server's heap growth", () => {
  it('is set by the process itself, unless Node was given its own', () => {
    const own = `--heap-growing-percent=${HEAP_GROWING_PERCENT}`
    expect(heapGrowingFlag([])).toBe(own)
    expect(heapGrowingFlag(['--enable-source-maps', '--max-old-space-size=512'])).toBe(own)
    expect(heapGrowingFlag(['--heap-growing-percent=80'])).toBeNull()
    expect(heapGrowingFlag(['--max-old-space-size=512', '--heap_growing_percent=20'])).toBeNull()
  })

  it("takes effect in a running process: V8's next limits grow by that factor", () => {
    // V8 on its own picks up to 4 on a machine with gigabytes of memory.
    const factor = 1 + HEAP_GROWING_PERCENT / 100
    const chosen = factorsChosen()
    expect(chosen.length).toBeGreaterThan(0)
    expect(chosen.every((f) => f === factor)).toBe(true)
    // An operator's flag stands.
    const given = factorsChosen(['--heap-growing-percent=80'])
    expect(given.length).toBeGreaterThan(0)
    expect(given.every((f) => f === 1.8)).toBe(true)
  })
})

/**
 * The largest young generation, in MB, that a new Node process reached while it kept making
 * short-lived objects (yielding to the event loop between batches, as a server does between
 * requests), with the cap set at start or not.
 */
function youngGenerationReached(capped: boolean) {
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { capYoungGeneration, youngGenerationSize } = await import(${JSON.stringify(HEAP_MODULE)})
       ${capped ? 'capYoungGeneration([], "")' : ''}
       let most = 0
       const kept = []
       for (let round = 0; round < 120; round++) {
         kept.push(Array.from({ length: 50_000 }, (_, i) => ({ i, text: 'x' + i })))
         if (kept.length > 3) kept.shift()
         most = Math.max(most, youngGenerationSize())
         await new Promise((next) => setImmediate(next))
       }
       console.log(most / 1048576)
       process.exit(0)`,
    ],
    { encoding: 'utf8' },
  )
  return Number(out.trim())
}

describe("the server's young generation", () => {
  it('is held near its size by the process itself, where V8 alone lets it reach 128 MB', () => {
    expect(youngGenerationReached(false)).toBeGreaterThan(2 * YOUNG_GENERATION_MB)
    // A growth may slip past the size before the observer runs: never the next one.
    expect(youngGenerationReached(true)).toBeLessThanOrEqual(2 * YOUNG_GENERATION_MB)
  })

  it("leaves Node's own flag to stand", () => {
    expect(youngGenerationGiven([], '')).toBe(false)
    expect(youngGenerationGiven(['--max-old-space-size=512'], '--enable-source-maps')).toBe(false)
    expect(youngGenerationGiven(['--max-semi-space-size=8'], '')).toBe(true)
    expect(youngGenerationGiven([], '--max-old-space-size=192 --max-semi-space-size=16')).toBe(true)
  })
})
