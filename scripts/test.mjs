#!/usr/bin/env node
// The whole suite, as `npm test` runs it: browser check, type check, lint, unit and component
// tests, the contract suite on the demo backend, the server's tests (PostgreSQL installed when
// missing), stories, Firebase emulator tests, production build, end-to-end tests in Chromium,
// and the remote run (contract suite on server/ with PGlite and PostgreSQL, remote e2e). Every step
// runs (the e2e step only after a good build); the closing lines give one count for all.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { CHROMIUM, chromiumVersion, ensureChromium } from './ensure-chromium.mjs'
import { ensurePostgres } from './postgres.mjs'

const RESULTS = 'test-results'
rmSync(RESULTS, { recursive: true, force: true })
mkdirSync(RESULTS, { recursive: true })

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
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }
}

const vitest = (projects, out) =>
  `npx vitest run ${projects.map((p) => `--project ${p}`).join(' ')} --reporter=default --reporter=json --outputFile.json=${out}`

const steps = [
  { name: 'chromium', run: ensureChromium },
  { name: 'type check', run: () => run('npx tsc --noEmit -p .') },
  { name: 'lint', run: () => run('npx eslint . && npx prettier --check . --log-level warn') },
  {
    name: 'unit and component tests',
    run: () => run(vitest(['unit', 'components'], `${RESULTS}/vitest-unit.json`)),
    counts: () => vitestCounts(`${RESULTS}/vitest-unit.json`),
  },
  {
    name: '/api contract suite against the demo backend (in process)',
    run: () =>
      run(
        `CONTRACT_TARGET=demo API_URL=http://demo.invalid FIREBASE_AUTH_EMULATOR_HOST= ${vitest(['contract'], `${RESULTS}/vitest-contract-demo.json`)}`,
      ),
    counts: () => vitestCounts(`${RESULTS}/vitest-contract-demo.json`),
  },
  {
    name: "Seedling's server (SMTP, PGlite, PostgreSQL installed and started here)",
    run: () =>
      ensurePostgres() &&
      run(`FIREBASE_AUTH_EMULATOR_HOST= ${vitest(['server'], `${RESULTS}/vitest-server.json`)}`),
    counts: () => vitestCounts(`${RESULTS}/vitest-server.json`),
  },
  {
    name: 'stories as tests (Chromium, a11y)',
    run: () => run(vitest(['storybook'], `${RESULTS}/vitest-stories.json`)),
    counts: () => vitestCounts(`${RESULTS}/vitest-stories.json`),
  },
  { name: 'every component has a story', run: () => run('node scripts/check-stories.mjs') },
  {
    // Designers use the static Storybook: it must build, not only run in dev mode.
    name: 'static Storybook build',
    run: () => run('npx storybook build -o storybook-static --quiet'),
  },
  {
    name: 'Firebase Auth emulator tests',
    run: () =>
      run(
        `npx firebase emulators:exec --only auth --project demo-seedling "${vitest(['firebase'], `${RESULTS}/vitest-firebase.json`)}"`,
      ),
    counts: () => vitestCounts(`${RESULTS}/vitest-firebase.json`),
  },
  {
    name: 'production build',
    // The second build is the "new version" the update e2e swaps in under a running page.
    run: () => run('npx vite build') && run('npm run build:next --silent'),
  },
  {
    name: 'end-to-end tests (Chromium)',
    needs: 'production build',
    run: () => run('npx playwright test'),
    counts: () => playwrightCounts(`${RESULTS}/e2e-demo-results.json`),
  },
  {
    name: 'remote build (Firebase + HTTP /api)',
    run: () => run('npm run build:remote --silent'),
  },
  {
    name: "remote: /api contract suite on Seedling's server (PGlite, PostgreSQL) and e2e",
    needs: 'remote build (Firebase + HTTP /api)',
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

const outcomes = new Map()
const started = Date.now()
for (const step of steps) {
  if (step.needs && !outcomes.get(step.needs)?.ok) {
    outcomes.set(step.name, { ok: false, skipped: true })
    continue
  }
  console.log(`\n━━ ${step.name} ━━`)
  const t0 = Date.now()
  const ok = step.run()
  outcomes.set(step.name, {
    ok,
    seconds: (Date.now() - t0) / 1000,
    counts: step.counts?.() ?? null,
  })
}

let passed = 0
let failed = 0
console.log('\n━━ summary ━━')
for (const [name, outcome] of outcomes) {
  const counts = outcome.counts
  if (counts) {
    passed += counts.passed
    failed += counts.failed
  }
  const status = outcome.skipped ? 'SKIPPED' : outcome.ok ? 'ok' : 'FAILED'
  const detail = counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : ''
  const time = outcome.seconds !== undefined ? ` in ${outcome.seconds.toFixed(1)}s` : ''
  console.log(`${status.padEnd(8)} ${name}${detail}${time}`)
}
const allOk = [...outcomes.values()].every((outcome) => outcome.ok)
// Browser behaviour differs between versions: the version every browser step ran with.
console.log(`browser: ${chromiumVersion() ?? 'none'} (${CHROMIUM})`)
// A step that failed without counted tests (type check, lint, build) still fails the run.
if (!allOk && failed === 0) failed = 1
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)}s`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(allOk ? 0 : 1)
