import { afterEach, describe, expect, it, vi } from 'vitest'
import { figuresOf, printComparison } from './bench-compare'
import { combined, describeLoad, describePairs, type Measured } from './bench-figures'

const run = (over: Partial<Measured>): Measured => ({
  answered: 0,
  seconds: 1,
  p50: 0,
  p99: 0,
  errors: 0,
  cpu: 0,
  ...over,
})

describe("bench:server's figures", () => {
  afterEach(() => vi.restoreAllMocks())

  it('takes runs of a call as their answers over their time, not the mean of their rates', () => {
    // 3,000 answers in 2 s and 1,000 in 3 s: 800 a second (not 917, their rates' mean); the
    // server's CPU over all answers.
    const both = combined([
      run({ answered: 3000, seconds: 2, p50: 2, p99: 10, cpu: 600 }),
      run({ answered: 1000, seconds: 3, p50: 4, p99: 30, errors: 1, cpu: 400 }),
    ])
    expect(describeLoad(both)).toBe(
      '800 req/s, p50 3.0 ms, p99 20.0 ms, errors 1, server CPU 0.25 ms an answer',
    )
  })

  it("takes Get OTP + Verify's runs as one, their quantiles over every request", () => {
    const line = describePairs([
      { pairs: 10, seconds: 2, errors: 0, otp: [100, 300], verify: [5] },
      { pairs: 20, seconds: 2, errors: 2, otp: [200], verify: [9, 7] },
    ])
    expect(line).toBe(
      '7.5 pairs/s, Get OTP p50 200.0 ms p99 300.0 ms, Verify p50 7.0 ms p99 9.0 ms, errors 2',
    )
  })

  it("reads sides' lines back by section and prints each rate's change", () => {
    const side = (rate: number) =>
      figuresOf([
        'machine: 2 cores',
        'one server process: 100 startups',
        `  explore, first page: ${rate} req/s, p50 2.0 ms`,
        '  memory: 400 MB peak RSS',
      ])
    const printed: string[] = []
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line))
    printComparison('title', side(800), side(1000))
    expect(printed[0]).toBe('title')
    const first = printed.find((line) =>
      line.startsWith('one server process › explore, first page'),
    )
    expect(first).toMatch(/800 req\/s, p50 2\.0 ms\s+1000 req\/s, p50 2\.0 ms {2}\(\+25 %\)$/)
    const memory = printed.find((line) => line.startsWith('one server process › memory'))
    expect(memory).not.toMatch(/%\)$/)
  })
})
