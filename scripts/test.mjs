#!/usr/bin/env node
// The whole suite, as `npm test` runs it: browser check, type check, lint, unit and component
// tests, the contract suite on the demo backend, the server's tests (PostgreSQL installed when
// missing), stories, Firebase emulator tests, production build, end-to-end tests in Chromium,
// and the remote run (contract suite on server/ with PGlite and PostgreSQL, remote e2e). Every step
// runs (a step that needs another only after it passed); the closing lines give one count for all
// and each step's time. `npm test -- --help` says how to run part of it.
//
// Steps that share nothing (ports, databases, output folders) run side by side, in lanes (see
// `STAGES`): most of them keep one core busy, and a machine has two. A step in a lane writes to
// its own log (test-results/logs/<id>.log), printed when it fails; a step alone prints as it runs.
import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import { AUTH_EMULATOR_HOST, startAuthEmulator } from './auth-emulator.mjs'
import { aptInstallAll, ipNeed, nginxNeed } from './debian-packages.mjs'
import {
  CHROMIUM,
  chromiumNeed,
  chromiumVersion,
  ensureChromium,
  HEADLESS_SHELL,
} from './ensure-chromium.mjs'
import { ensurePostgres, postgresNeed } from './postgres.mjs'
import {
  busyShare,
  cpuTicks,
  playwrightCounts,
  readJson,
  sumCounts,
  vitestCounts,
} from './test-reports.mjs'

const RESULTS = 'test-results'
/** How many failed tests the closing lines name (the rest are in the steps' logs above). */
const SHOWN_FAILURES = 5

const env = {
  ...process.env,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
}

const LOGS = `${RESULTS}/logs`

/**
 * How a step runs its commands: printing as they go (a step alone), or into the step's log (a
 * step beside others), with `extraEnv` added. Each resolves to whether the command succeeded.
 */
function runner(log, extraEnv) {
  return (command) =>
    new Promise((resolve) => {
      const out = log ? openSync(log, 'a') : 'inherit'
      const child = spawn(command, {
        shell: true,
        stdio: [log ? 'ignore' : 'inherit', out, out],
        env: { ...env, ...extraEnv },
      })
      child.on('close', (code) => {
        if (log) closeSync(out)
        resolve(code === 0)
      })
    })
}

const vitest = (projects, out) =>
  `npx vitest run ${projects.map((p) => `--project ${p}`).join(' ')} --reporter=default --reporter=json --outputFile.json=${out}`

/**
 * A step that runs vitest `projects` (with `env` before the command, once `ready` says yes) and
 * counts what its JSON report, `vitest-<report>.json`, says.
 */
function vitestStep(projects, report, { env = '', ready = () => true } = {}) {
  const out = `${RESULTS}/vitest-${report}.json`
  return {
    run: async (run) => ready() && run(`${env}${vitest(projects, out)}`),
    counts: () => vitestCounts(out),
  }
}

/**
 * Each step: a short id for --only/--skip, what it is, how it runs and what it counted. A step
 * with `emulator` runs against the run's one Auth emulator (scripts/auth-emulator.mjs).
 */
const steps = [
  {
    // Every Debian package a later step needs, in one apt-get run beside the first steps (none of
    // which needs one): on a fresh machine Chromium alone took 28 s before anything else started.
    // The steps that use PostgreSQL, nginx or ip still check for them and install what is missing.
    id: 'packages',
    name: "Debian's packages (Chromium, PostgreSQL, nginx, ip)",
    run: (run) => aptInstallAll([chromiumNeed, postgresNeed, nginxNeed, ipNeed], run),
  },
  {
    // TypeScript 7's compiler (typescript-native), on one thread: 10 s and 11 CPU-s here against
    // 23 s and 32 CPU-s for TypeScript 6, which stays for the tools that use its API (ESLint,
    // knip, Storybook's props tables). Its other threads only took CPU from the steps beside it.
    id: 'types',
    name: 'type check',
    run: (run) => run('npm run --silent typecheck'),
  },
  {
    id: 'lint',
    name: 'lint',
    run: (run) =>
      run(
        'npx eslint . && npx prettier --check . --log-level warn && npm run --silent lint:circles && npm run --silent lint:unused',
      ),
  },
  {
    id: 'unit',
    name: 'unit and component tests',
    ...vitestStep(['unit', 'components'], 'unit'),
  },
  {
    id: 'contract',
    name: '/api contract suite against the demo backend (in process)',
    ...vitestStep(['contract'], 'contract-demo', {
      env: 'CONTRACT_TARGET=demo API_URL=http://demo.invalid FIREBASE_AUTH_EMULATOR_HOST= ',
    }),
  },
  {
    id: 'server',
    // Chromium for the API reference's page (installed with the packages beside the first
    // steps; here when the step runs alone).
    name: "Seedling's server (SMTP, PGlite, PostgreSQL installed and started here)",
    ...vitestStep(['server'], 'server', {
      env: 'FIREBASE_AUTH_EMULATOR_HOST= ',
      ready: () => ensurePostgres() && ensureChromium(),
    }),
  },
  {
    // As root (ip netns); nginx and PostgreSQL installed when missing.
    id: 'deploy',
    name: 'two machines behind nginx (network namespaces, PostgreSQL)',
    ...vitestStep(['deploy'], 'deploy', {
      env: 'FIREBASE_AUTH_EMULATOR_HOST= ',
      ready: ensurePostgres,
    }),
  },
  {
    id: 'stories',
    name: 'stories as tests (Chromium, a11y)',
    needs: 'packages',
    ...vitestStep(['storybook'], 'stories'),
  },
  {
    id: 'story-check',
    name: 'every component has its stories file, with `component` set',
    run: (run) => run('node scripts/check-stories.mjs'),
  },
  {
    // Designers use the static Storybook: it must build, not only run in dev mode, carry every
    // component's props for its props table, and its Controls must change what a story shows.
    id: 'storybook',
    name: 'static Storybook build',
    run: (run) => run('npx storybook build -o storybook-static --quiet'),
  },
  {
    id: 'firebase',
    name: 'Firebase Auth emulator tests',
    emulator: true,
    ...vitestStep(['firebase'], 'firebase'),
  },
  {
    id: 'build',
    name: 'production build (app and server)',
    // The second build is the "new version" the update e2e swaps in under a running page. The
    // server's build is the one the later steps' tests start (scripts/server-process.ts).
    run: (run) =>
      run('npx vite build && npm run build:next --silent && node scripts/build-server.mjs'),
  },
  {
    id: 'e2e',
    name: 'end-to-end tests (Chromium)',
    needs: 'build',
    run: (run) => run('npx playwright test'),
    counts: () => playwrightCounts(`${RESULTS}/e2e-demo-results.json`),
  },
  {
    id: 'remote-build',
    name: 'remote build (Firebase + HTTP /api)',
    run: (run) => run('npm run build:remote --silent'),
  },
  {
    id: 'remote-contract',
    name: "remote: /api contract suite on Seedling's server (PGlite, PostgreSQL)",
    emulator: true,
    // PostgreSQL as the server's tests have it (installed once: each call waits for the last).
    run: async (run) => ensurePostgres() && run('node scripts/remote-suite.mjs contract'),
    counts: () =>
      sumCounts([
        vitestCounts(`${RESULTS}/vitest-contract-pglite.json`),
        vitestCounts(`${RESULTS}/vitest-contract-postgres.json`),
      ]),
  },
  {
    id: 'remote-e2e',
    name: 'remote: end-to-end tests (Chromium, Auth emulator, the server on PGlite)',
    needs: 'remote-build',
    emulator: true,
    run: (run) => run('node scripts/remote-suite.mjs e2e --workers=1'),
    counts: () => playwrightCounts(`${RESULTS}/e2e-remote-results.json`),
  },
  {
    id: 'controls',
    needs: 'storybook',
    name: 'static Storybook: props tables and Controls (Chromium)',
    run: (run) => run('node scripts/check-stories.mjs --built && node scripts/check-controls.mjs'),
  },
]

/**
 * The order of the steps: each stage's lanes run side by side, each lane's steps one after
 * another. What may share a stage: no two steps of one stage use the same port (PostgreSQL's
 * clusters, SMTP), the same output folder or apt-get, and no two lanes the Auth emulator (the
 * Firebase tests empty it of accounts; its steps take turns). A stage's
 * steps are the only load besides the machine's own: tests inside them keep the time budgets
 * they were measured with under a busy neighbour (vitest.config.ts, playwright.config.ts).
 */
const STAGES = [
  // The short steps (Firebase, the build) beside the unit tests, so that the next stage holds only
  // the server's tests beside the stories: in one quiet run the server took 4:24 while the
  // stories, Storybook, Firebase and both builds took 5:02 after each other, and the stage lasted
  // as long as the longer lane.
  // The type check and the lint fill the short lane: at the end, beside the demo e2e, each kept
  // the last stage longer (the type check by about a minute; the lint by its 50 s once the remote
  // lane outlasted the demo e2e, 15:40 against 14:37 with a core taken).
  // The remote build joins the app's: at the end it was the first step of the remote lane, which
  // outlasts the demo e2e on three workers (8:38 against 7:50, quiet).
  // Debian's packages are installed beside them, a lane of their own: apt-get waits on the
  // network more than it computes.
  [
    ['contract', 'build', 'remote-build'],
    ['story-check', 'firebase', 'types', 'lint'],
    ['unit'],
    ['packages'],
  ],
  // The server's tests, which start servers with a deadline to answer, beside the stories and
  // Storybook, never beside the demo e2e's browsers. Loaded fresh clones with them beside the
  // demo e2e (to keep it from running alone at the end) lost a server start or two to the 60 s
  // deadline, and took no less time in all (18:19 to 23:39 in five runs; this order 19:06 to
  // 22:19).
  // The deployment test (nginx on 5180, PostgreSQL on 55437, network namespaces of its own)
  // follows the stories: that lane ended 1:22 before the server's tests with a core taken, and
  // beside the unit tests it slowed them from 1:03 to 1:51.
  [['server'], ['stories', 'storybook', 'controls', 'deploy']],
  // The remote contract suite waits on its server, the Auth emulator and PostgreSQL more than on
  // the CPU (its two stores' runs side by side), and the demo e2e leaves gaps too (the machine was
  // 13 % idle through it in a quiet run): the remote suite's steps fill them, one after the other
  // (no port in common: 4173 against 5000–5002, 2525, 2527, 9099 and PostgreSQL's 55433). The
  // remote e2e runs on one worker there, so that the demo e2e's journeys share the CPU with one
  // more browser at most.
  [['e2e'], ['remote-contract', 'remote-e2e']],
]
const staged = STAGES.flat(2)
for (const step of steps)
  if (!staged.includes(step.id)) throw new Error(`step ${step.id} is in no stage`)

const HELP = `npm test [-- options]: Seedling's whole suite, step by step.

  --help           this text
  --list           the steps, with their ids
  --only <ids>     run only these steps (comma-separated ids, or the option repeated)
  --skip <ids>     run every step but these

A step whose prerequisite did not run or failed is skipped (e2e needs build, remote-e2e
needs remote-build, stories need Debian's packages). Each step prints "[n/total] name … seconds" when
it ends, and the summary gives every step's time, then each stage's with how busy the
machine's cores were through it. Steps that share nothing run side by side
(--list shows the stages); a step beside others writes its output to
test-results/logs/<id>.log, shown in full when it fails. A failed e2e run leaves Playwright's
HTML report in playwright-report/demo or playwright-report/remote (npx playwright show-report
<folder>).`

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
  for (const [index, stage] of STAGES.entries()) {
    console.log(`stage ${index + 1}${stage.length > 1 ? ' (its lanes side by side)' : ''}`)
    for (const lane of stage)
      for (const [place, id] of lane.entries())
        console.log(
          `  ${place === 0 && stage.length > 1 ? '┬' : stage.length > 1 ? '│' : ' '} ${id.padEnd(16)} ${steps.find((step) => step.id === id).name}`,
        )
  }
  process.exit(0)
}

const chosen = steps.filter(
  (step) => (options.only.size === 0 || options.only.has(step.id)) && !options.skip.has(step.id),
)
// npm runs this script on the Node of the `node` dependency (node_modules/.bin comes first), which
// its install script fetches (allowed in package.json's `allowScripts`). Without it the suite would
// run on the machine's own Node, perhaps one past its end of life: say so instead.
const wanted = readJson('package.json').engines.node
const major = (version) => Number(/\d+/.exec(version)?.[0])
if (major(process.version) !== major(wanted)) {
  console.error(
    `npm test runs on Node ${process.version}; package.json asks for ${wanted}. The \`node\` dependency's install script did not run: is it allowed in package.json's allowScripts? (npm install-scripts ls)`,
  )
  process.exit(1)
}
console.log(`node ${process.version} · ${chosen.length} of ${steps.length} steps`)

rmSync(RESULTS, { recursive: true, force: true })
mkdirSync(LOGS, { recursive: true })

// Started now, beside the first steps: ready long before the first step that needs it.
const emulator = chosen.some((step) => step.emulator)
  ? startAuthEmulator({ log: `${LOGS}/auth-emulator.log`, env })
  : null

// Whole seconds first, so 179.6 s reads "3 min 0 s", not "2 min 60 s".
const format = (seconds) => {
  const whole = Math.round(seconds)
  return whole >= 60 ? `${Math.floor(whole / 60)} min ${whole % 60} s` : `${whole} s`
}

const outcomes = new Map()
const started = Date.now()
let finished = 0

async function runStep(step, alone) {
  const label = () => `[${finished}/${chosen.length}] ${step.name}`
  const prerequisite = step.needs && steps.find((other) => other.id === step.needs)
  // A prerequisite left out of this run (--only/--skip) is taken as done, as by an earlier run.
  const needed = prerequisite && chosen.includes(prerequisite)
  if (needed && !outcomes.get(step.needs)?.ok) {
    outcomes.set(step.id, { ok: false, skipped: true })
    finished += 1
    console.log(`\n${label()} … skipped (${prerequisite.name} did not pass)`)
    return
  }
  const log = alone ? null : `${LOGS}/${step.id}.log`
  console.log(alone ? `\n━━ ${step.name} ━━` : `\n━━ ${step.name} … started (log: ${log}) ━━`)
  const t0 = Date.now()
  const ok = step.emulator
    ? await emulator.ready.then(
        () => step.run(runner(log, { FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST })),
        (error) => {
          console.error(error.message)
          return false
        },
      )
    : await step.run(runner(log))
  const seconds = (Date.now() - t0) / 1000
  outcomes.set(step.id, { ok, seconds, counts: step.counts?.() ?? null })
  finished += 1
  // A failed step beside others shows its whole log; a passed one its last lines (its counts).
  // A step that never ran (the Auth emulator did not start) has none: its error is above.
  if (log && existsSync(log)) {
    const lines = readFileSync(log, 'utf8').trimEnd().split('\n')
    console.log(`\n━━ ${step.name}: ${ok ? 'the end of its log' : 'its log'} ━━`)
    console.log((ok ? lines.slice(-8) : lines).join('\n'))
  }
  console.log(`${label()} … ${format(seconds)}${ok ? '' : ' FAILED'}`)
}

/**
 * Each stage's time and how busy the machine's cores were through it (every process on the
 * machine, not only the suite's): a stage with idle cores waits on something (timers, the
 * network, a lane longer than the others); one with none is bound by the CPU.
 */
const stageTimes = []
for (const [index, stage] of STAGES.entries()) {
  const lanes = stage
    .map((lane) => lane.map((id) => chosen.find((step) => step.id === id)).filter(Boolean))
    .filter((lane) => lane.length > 0)
  if (lanes.length === 0) continue
  const alone = lanes.length === 1
  const t0 = Date.now()
  const ticks = cpuTicks()
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) await runStep(step, alone)
    }),
  )
  const busy = busyShare(ticks, cpuTicks())
  stageTimes.push(
    `stage ${index + 1} (${lanes.map((lane) => lane.map((step) => step.id).join(' → ')).join(' | ')}): ${format((Date.now() - t0) / 1000)}${busy === null ? '' : `, the machine's ${ticks.cores} cores ${Math.round(busy * 100)} % busy`}`,
  )
}

await emulator?.stop()

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
// The failed tests by name, last: a CI log that shows only its end still says which and why.
const failures = chosen.flatMap((step) => outcomes.get(step.id).counts?.failures ?? [])
if (failures.length > 0) {
  console.log('\n━━ failed tests ━━')
  for (const { name, message } of failures.slice(0, SHOWN_FAILURES))
    console.log(`✘ ${name}\n${message.replace(/^/gm, '    ')}`)
  if (failures.length > SHOWN_FAILURES)
    console.log(`… and ${failures.length - SHOWN_FAILURES} more: each step's log is above`)
  console.log('')
}
for (const line of stageTimes) console.log(line)
// Browser behaviour differs between versions: the version every browser step ran with.
console.log(
  `browser: ${chromiumVersion() ?? 'none'} (${CHROMIUM}, e2e in ${HEADLESS_SHELL}); node ${process.version}`,
)
// A step that failed without counted tests (type check, lint, build) still fails the run.
if (!allOk && failed === 0) failed = 1
console.log(`total time ${format((Date.now() - started) / 1000)}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(allOk ? 0 : 1)
