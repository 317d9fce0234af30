#!/usr/bin/env node
// The whole suite, as `npm test` runs it: browser check, type check, lint, unit and component
// tests, the contract suite on the demo backend, the server's tests (PostgreSQL installed when
// missing), stories, Firebase emulator tests, production build, end-to-end tests in Chromium,
// and the remote run (contract suite on server/ with PGlite and PostgreSQL, remote e2e). Every step
// runs (a step that needs another only after it passed); the closing lines give one count for all
// and each step's time. `npm test -- --help` says how to run part of it.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { CHROMIUM, chromiumVersion, ensureChromium, HEADLESS_SHELL } from './ensure-chromium.mjs'
import { ensurePostgres } from './postgres.mjs'

const RESULTS = 'test-results'

const env = {
  ...process.env,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
}

function run(command) {
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env })
  return result.status === 0
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

function vitestCounts(path) {
  const report = readJson(path)
  return report ? { passed: report.numPassedTests, failed: report.numFailedTests } : null
}

function playwrightCounts(path) {
  const report = readJson(path)
  if (!report) return null
  // `flaky` (passed on a retry) cannot happen: retries are 0 (playwright.config.ts).
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }
}

const vitest = (projects, out) =>
  `npx vitest run ${projects.map((p) => `--project ${p}`).join(' ')} --reporter=default --reporter=json --outputFile.json=${out}`

/** Each step: a short id for --only/--skip, what it is, how it runs and what it counted. */
const steps = [
  { id: 'chromium', name: 'chromium', run: ensureChromium },
  { id: 'types', name: 'type check', run: () => run('npx tsc --noEmit -p .') },
  {
    id: 'lint',
    name: 'lint',
    run: () =>
      run(
        'npx eslint . && npx prettier --check . --log-level warn && npm run --silent lint:circles',
      ),
  },
  {
    id: 'unit',
    name: 'unit and component tests',
    run: () => run(vitest(['unit', 'components'], `${RESULTS}/vitest-unit.json`)),
    counts: () => vitestCounts(`${RESULTS}/vitest-unit.json`),
  },
  {
    id: 'contract',
    name: '/api contract suite against the demo backend (in process)',
    run: () =>
      run(
        `CONTRACT_TARGET=demo API_URL=http://demo.invalid FIREBASE_AUTH_EMULATOR_HOST= ${vitest(['contract'], `${RESULTS}/vitest-contract-demo.json`)}`,
      ),
    counts: () => vitestCounts(`${RESULTS}/vitest-contract-demo.json`),
  },
  {
    id: 'server',
    name: "Seedling's server (SMTP, PGlite, PostgreSQL installed and started here)",
    run: () =>
      ensurePostgres() &&
      run(`FIREBASE_AUTH_EMULATOR_HOST= ${vitest(['server'], `${RESULTS}/vitest-server.json`)}`),
    counts: () => vitestCounts(`${RESULTS}/vitest-server.json`),
  },
  {
    id: 'stories',
    name: 'stories as tests (Chromium, a11y)',
    needs: 'chromium',
    run: () => run(vitest(['storybook'], `${RESULTS}/vitest-stories.json`)),
    counts: () => vitestCounts(`${RESULTS}/vitest-stories.json`),
  },
  {
    id: 'story-check',
    name: 'every component has its stories file, with `component` set',
    run: () => run('node scripts/check-stories.mjs'),
  },
  {
    // Designers use the static Storybook: it must build, not only run in dev mode, carry every
    // component's props for its props table, and its Controls must change what a story shows.
    id: 'storybook',
    needs: 'chromium',
    name: 'static Storybook build, props tables and Controls',
    run: () =>
      run('npx storybook build -o storybook-static --quiet') &&
      run('node scripts/check-stories.mjs --built') &&
      run('node scripts/check-controls.mjs'),
  },
  {
    id: 'firebase',
    name: 'Firebase Auth emulator tests',
    run: () =>
      run(
        `npx firebase emulators:exec --only auth --project demo-seedling "${vitest(['firebase'], `${RESULTS}/vitest-firebase.json`)}"`,
      ),
    counts: () => vitestCounts(`${RESULTS}/vitest-firebase.json`),
  },
  {
    id: 'build',
    name: 'production build',
    // The second build is the "new version" the update e2e swaps in under a running page.
    run: () => run('npx vite build') && run('npm run build:next --silent'),
  },
  {
    id: 'e2e',
    name: 'end-to-end tests (Chromium)',
    needs: 'build',
    run: () => run('npx playwright test'),
    counts: () => playwrightCounts(`${RESULTS}/e2e-demo-results.json`),
  },
  {
    id: 'remote-build',
    name: 'remote build (Firebase + HTTP /api)',
    run: () => run('npm run build:remote --silent'),
  },
  {
    id: 'remote',
    name: "remote: /api contract suite on Seedling's server (PGlite, PostgreSQL) and e2e",
    needs: 'remote-build',
    run: () =>
      run(
        'npx firebase emulators:exec --only auth --project demo-seedling "node scripts/remote-suite.mjs"',
      ),
    counts: () => {
      const parts = [
        vitestCounts(`${RESULTS}/vitest-contract-pglite.json`),
        vitestCounts(`${RESULTS}/vitest-contract-postgres.json`),
        playwrightCounts(`${RESULTS}/e2e-remote-results.json`),
      ]
      if (parts.every((part) => part === null)) return null
      return parts.reduce(
        (sum, part) => ({
          passed: sum.passed + (part?.passed ?? 0),
          failed: sum.failed + (part?.failed ?? 0),
        }),
        { passed: 0, failed: 0 },
      )
    },
  },
]

const HELP = `npm test [-- options]: Seedling's whole suite, step by step.

  --help           this text
  --list           the steps, with their ids
  --only <ids>     run only these steps (comma-separated ids, or the option repeated)
  --skip <ids>     run every step but these

A step whose prerequisite did not run or failed is skipped (e2e needs build, remote needs
remote-build, stories need chromium). Each step prints "[n/total] name … seconds" when it ends,
and the summary gives every step's time. A failed e2e run leaves Playwright's HTML report in
playwright-report/demo or playwright-report/remote (npx playwright show-report <folder>).`

function parseArgs(argv) {
  const picked = { only: new Set(), skip: new Set(), help: false, list: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const [flag, inline] = arg.split('=', 2)
    if (flag === '--help' || flag === '-h') picked.help = true
    else if (flag === '--list') picked.list = true
    else if (flag === '--only' || flag === '--skip') {
      const value = inline ?? argv[++i]
      if (!value) throw new Error(`${flag} needs a step id (npm test -- --list shows them)`)
      for (const id of value.split(',')) picked[flag.slice(2)].add(id.trim())
    } else throw new Error(`unknown option ${arg} (npm test -- --help)`)
  }
  const known = new Set(steps.map((step) => step.id))
  for (const id of [...picked.only, ...picked.skip])
    if (!known.has(id)) throw new Error(`no step "${id}" (npm test -- --list shows them)`)
  return picked
}

let options
try {
  options = parseArgs(process.argv.slice(2))
} catch (error) {
  console.error(error.message)
  process.exit(2)
}
if (options.help) {
  console.log(HELP)
  process.exit(0)
}
if (options.list) {
  for (const step of steps) console.log(`${step.id.padEnd(13)} ${step.name}`)
  process.exit(0)
}

const chosen = steps.filter(
  (step) => (options.only.size === 0 || options.only.has(step.id)) && !options.skip.has(step.id),
)
// npm runs this script on the Node of the `node` dependency (node_modules/.bin comes first).
console.log(`node ${process.version} · ${chosen.length} of ${steps.length} steps`)

rmSync(RESULTS, { recursive: true, force: true })
mkdirSync(RESULTS, { recursive: true })

// Whole seconds first, so 179.6 s reads "3 min 0 s", not "2 min 60 s".
const format = (seconds) => {
  const whole = Math.round(seconds)
  return whole >= 60 ? `${Math.floor(whole / 60)} min ${whole % 60} s` : `${whole} s`
}

const outcomes = new Map()
const started = Date.now()
for (const [index, step] of chosen.entries()) {
  const label = `[${index + 1}/${chosen.length}] ${step.name}`
  const prerequisite = step.needs && steps.find((other) => other.id === step.needs)
  // A prerequisite left out of this run (--only/--skip) is taken as done, as by an earlier run.
  const needed = prerequisite && chosen.includes(prerequisite)
  if (needed && !outcomes.get(step.needs)?.ok) {
    outcomes.set(step.id, { ok: false, skipped: true })
    console.log(`\n${label} … skipped (${prerequisite.name} did not pass)`)
    continue
  }
  console.log(`\n━━ ${label} ━━`)
  const t0 = Date.now()
  const ok = step.run()
  const seconds = (Date.now() - t0) / 1000
  outcomes.set(step.id, { ok, seconds, counts: step.counts?.() ?? null })
  console.log(`${label} … ${format(seconds)}${ok ? '' : ' FAILED'}`)
}

let passed = 0
let failed = 0
console.log('\n━━ summary ━━')
for (const step of chosen) {
  const outcome = outcomes.get(step.id)
  const counts = outcome.counts
  if (counts) {
    passed += counts.passed
    failed += counts.failed
  }
  const status = outcome.skipped ? 'SKIPPED' : outcome.ok ? 'ok' : 'FAILED'
  const detail = counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : ''
  const time = outcome.seconds !== undefined ? ` … ${format(outcome.seconds)}` : ''
  console.log(`${status.padEnd(8)} ${step.name}${detail}${time}`)
}
const allOk = [...outcomes.values()].every((outcome) => outcome.ok)
// Browser behaviour differs between versions: the version every browser step ran with.
console.log(
  `browser: ${chromiumVersion() ?? 'none'} (${CHROMIUM}, e2e in ${HEADLESS_SHELL}); node ${process.version}`,
)
// A step that failed without counted tests (type check, lint, build) still fails the run.
if (!allOk && failed === 0) failed = 1
console.log(`total time ${format((Date.now() - started) / 1000)}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(allOk ? 0 : 1)
