import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { busyShare, cpuTicks, playwrightCounts, sumCounts, vitestCounts } from './test-reports.mjs'

const dir = mkdtempSync(join(tmpdir(), 'seedling-reports-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A report as the reporter writes it, in a file of its own. */
function report(name: string, content: unknown) {
  const path = join(dir, name)
  writeFileSync(path, JSON.stringify(content))
  return path
}

const red = (text: string) => `\u001b[31m${text}\u001b[39m`

it('names the failed tests of a vitest report, with their first error lines in plain text', () => {
  const path = report('vitest.json', {
    numPassedTests: 2,
    numFailedTests: 2,
    testResults: [
      {
        name: join(process.cwd(), 'src/contract/a.contract.test.ts'),
        status: 'failed',
        assertionResults: [
          { fullName: 'paging keeps the order', status: 'passed', failureMessages: [] },
          {
            fullName: 'paging refuses a bad cursor',
            status: 'failed',
            failureMessages: [
              `${red('AssertionError')}: expected 500 to be 400\n    at /work/node_modules/vitest/dist/run.js:1:1\n    at src/contract/a.contract.test.ts:12:5`,
            ],
          },
        ],
      },
      // A file that failed before its tests ran: its own message.
      {
        name: join(process.cwd(), 'src/contract/b.contract.test.ts'),
        status: 'failed',
        message: 'Hook timed out in 10000ms',
        assertionResults: [],
      },
      {
        name: join(process.cwd(), 'src/contract/c.contract.test.ts'),
        status: 'passed',
        assertionResults: [{ fullName: 'answers', status: 'passed', failureMessages: [] }],
      },
    ],
  })
  expect(vitestCounts(path)).toEqual({
    passed: 2,
    failed: 2,
    failures: [
      {
        name: 'src/contract/a.contract.test.ts › paging refuses a bad cursor',
        message:
          'AssertionError: expected 500 to be 400\n    at src/contract/a.contract.test.ts:12:5',
      },
      { name: 'src/contract/b.contract.test.ts', message: 'Hook timed out in 10000ms' },
    ],
  })
})

it('names the failed tests of a Playwright report, nested suites included, with the project', () => {
  const spec = (title: string, status: string, message?: string) => ({
    title,
    file: 'walk.spec.ts',
    line: 7,
    tests: [
      {
        projectName: 'phone',
        status,
        results: [{ status: status === 'expected' ? 'passed' : 'failed', error: { message } }],
      },
    ],
  })
  const path = report('playwright.json', {
    config: { rootDir: join(process.cwd(), 'e2e') },
    stats: { expected: 1, unexpected: 1, flaky: 0 },
    suites: [
      {
        specs: [spec('opens', 'expected')],
        suites: [
          { specs: [spec('invests', 'unexpected', 'Error: 1\nline 2\nline 3\nline 4\nline 5')] },
        ],
      },
    ],
  })
  expect(playwrightCounts(path)).toEqual({
    passed: 1,
    failed: 1,
    failures: [
      { name: 'e2e/walk.spec.ts:7 [phone] › invests', message: 'Error: 1\nline 2\nline 3\nline 4' },
    ],
  })
})

it('adds reports up, and has no count when none was written', () => {
  const one = { passed: 3, failed: 1, failures: [{ name: 'a', message: 'x' }] }
  const two = { passed: 5, failed: 0, failures: [] }
  expect(sumCounts([one, null, two])).toEqual({ passed: 8, failed: 1, failures: one.failures })
  expect(sumCounts([null, null])).toBeNull()
  expect(vitestCounts(join(dir, 'never-written.json'))).toBeNull()
})

it("reads the machine's busy and idle time from /proc/stat, and how busy it was between two readings", () => {
  const stat = (user: number, idle: number) =>
    `cpu  ${user} 10 200 ${idle} 40 0 5 0 0 0\ncpu0 1 0 0 1 0 0 0 0 0 0\ncpu1 1 0 0 1 0 0 0 0 0 0\nintr 1 2 3\n`
  const before = cpuTicks(stat(1_000, 5_000))
  expect(before).toEqual({ busy: 1_000 + 10 + 200 + 5, idle: 5_000 + 40, cores: 2 })
  // 300 ticks busy, 100 idle since: 75 %.
  expect(busyShare(before, cpuTicks(stat(1_300, 5_100)))).toBeCloseTo(0.75, 6)
  expect(busyShare(before, before)).toBeNull()
  expect(cpuTicks('no such lines')).toBeNull()
  expect(busyShare(null, before)).toBeNull()
})
