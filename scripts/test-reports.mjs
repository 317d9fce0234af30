// What a step's JSON reports say: how many tests passed and failed, and which failed and why
// (their names and the first lines of their errors), for npm test's closing lines.
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

export function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

/** A failed test: where it is, its name, and the first lines of its error. */
const failure = (name, message = '') => ({
  name,
  // The reporters colour their messages; the frames inside the test runner say nothing.
  message: stripVTControlCharacters(message)
    .trim()
    .split('\n')
    .filter((line) => !/^\s*at .*node_modules/.test(line))
    .slice(0, 4)
    .join('\n'),
})

export function vitestCounts(path) {
  const report = readJson(path)
  if (!report) return null
  const failures = report.testResults.flatMap((file) => {
    const where = relative(process.cwd(), file.name)
    const tests = file.assertionResults.filter((test) => test.status === 'failed')
    // A file that failed before any test ran (an import, a hook) has only its own message.
    if (tests.length === 0 && file.status === 'failed') return [failure(where, file.message)]
    return tests.map((test) => failure(`${where} › ${test.fullName}`, test.failureMessages?.[0]))
  })
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures }
}

/** Every spec of a Playwright JSON report's suite, at any depth. */
const specsOf = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)]

export function playwrightCounts(path) {
  const report = readJson(path)
  if (!report) return null
  const failures = report.suites
    .flatMap(specsOf)
    .flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) =>
          failure(
            `${relative(process.cwd(), join(report.config.rootDir, spec.file))}:${spec.line} [${test.projectName}] › ${spec.title}`,
            test.results.at(-1)?.error?.message,
          ),
        ),
    )
  // `flaky` (passed on a retry) cannot happen: retries are 0 (playwright.config.ts).
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    failures,
  }
}

/** One count for several reports; none when none of them was written. */
export function sumCounts(parts) {
  if (parts.every((part) => part === null)) return null
  return parts.reduce(
    (sum, part) => ({
      passed: sum.passed + (part?.passed ?? 0),
      failed: sum.failed + (part?.failed ?? 0),
      failures: [...sum.failures, ...(part?.failures ?? [])],
    }),
    { passed: 0, failed: 0, failures: [] },
  )
}

/**
 * The machine's CPU time so far from Linux's /proc/stat (`text`, its content): busy and idle, in
 * clock ticks, over all cores, and how many cores. Busy is user, nice, system, irq, softirq and
 * steal; idle is idle and iowait. Null where there is no such file.
 */
export function cpuTicks(
  text = existsSync('/proc/stat') ? readFileSync('/proc/stat', 'utf8') : '',
) {
  const all = /^cpu\s+(.*)$/m.exec(text)
  if (!all) return null
  const [user, nice, system, idle, iowait, irq, softirq, steal] = all[1]
    .trim()
    .split(/\s+/)
    .map(Number)
  const cores = text.match(/^cpu\d+\s/gm)?.length ?? 1
  return {
    busy: user + nice + system + irq + softirq + (steal || 0),
    idle: idle + (iowait || 0),
    cores,
  }
}

/** How busy the machine's cores were between two `cpuTicks` readings: 0.87 for 87 %. */
export function busyShare(before, after) {
  if (!before || !after) return null
  const busy = after.busy - before.busy
  const all = busy + after.idle - before.idle
  return all > 0 ? busy / all : null
}
