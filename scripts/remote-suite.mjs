#!/usr/bin/env node
// Runs beside the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST: npm test starts one for the run;
// alone, inside `firebase emulators:exec`), ID tokens checked by firebase-admin against it.
// `contract`: the /api contract suite against Seedling's server (server/) on PGlite and on a real
// PostgreSQL, codes read from the e-mails the server sends. `e2e`: the remote-mode e2e. npm test
// runs them as two steps (scripts/test.mjs). Arguments after the part go to vitest or Playwright
// (`contract investor-limit`: that file alone, on both stores).
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import {
  appointOperator,
  grantOperator,
  OPERATOR,
  signUpOperator,
  waitFor,
} from './appoint-operator.mjs'
import { ensureServerBuilt } from './build-server.mjs'
import { startPostgres } from './postgres.mjs'
import { TEST_SERVER_ARGS } from './server-process.ts'

const PORT = 5000
const SMTP_PORT = 2525
const env = {
  ...process.env,
  FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
}

/**
 * A child of one store's run. The two stores' runs are side by side: each line they print comes
 * as it is written, headed by the store's name.
 */
function child(store, command, args, options) {
  const proc = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  for (const [from, to] of [
    [proc.stdout, process.stdout],
    [proc.stderr, process.stderr],
  ])
    createInterface({ input: from }).on('line', (line) => to.write(`[${store.name}] ${line}\n`))
  return proc
}

/** Seedling's server on the store's port with this database, until the work is done. */
async function withServer(store, database, work) {
  const server = child(store, process.execPath, TEST_SERVER_ARGS, {
    env: {
      ...env,
      PORT: String(store.port),
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${store.smtpPort}`,
      ...database,
    },
  })
  let exited = false
  let stopping = false
  server.once('exit', (code, signal) => {
    exited = true
    // A server gone mid-suite makes every later call "could not be reached": say why once.
    if (!stopping)
      console.error(
        `[${store.name}] Seedling's server exited early (code ${code}, signal ${signal})`,
      )
  })
  try {
    await waitFor(`http://127.0.0.1:${store.port}/readyz`, 240_000)
    if (exited) throw new Error(`the server did not start (is port ${store.port} in use?)`)
    return await work()
  } finally {
    stopping = true
    if (!exited) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
  }
}

/** The contract suite against the store's server; resolves to whether it passed. */
function contract(store) {
  // The suite's operator (src/contract/people.ts), appointed before the server starts.
  const operator = {
    CONTRACT_OPERATOR_EMAIL: OPERATOR.email,
    CONTRACT_OPERATOR_PASSWORD: OPERATOR.password,
  }
  console.log(`\n── /api contract suite: Seedling's server on ${store.name} ──`)
  const run = child(
    store,
    `npx vitest run --project contract ${process.argv.slice(3).join(' ')} --reporter=default --reporter=json --outputFile.json=test-results/vitest-contract-${store.name}.json`,
    [],
    {
      shell: true,
      env: {
        ...env,
        ...operator,
        API_URL: `http://127.0.0.1:${store.port}`,
        CONTRACT_SMTP_PORT: String(store.smtpPort),
      },
    },
  )
  return new Promise((resolve) => run.once('close', (code) => resolve(code === 0)))
}

const part = process.argv[2]
if (part !== 'contract' && part !== 'e2e') {
  console.error(`usage: remote-suite.mjs contract|e2e (not "${part ?? ''}")`)
  process.exit(2)
}

/**
 * The suite is one client at one address making a few thousand calls a minute (the investor
 * limit's check alone signs up and pays in 200 investors): more than the flood guard lets one
 * address make (1,200 a minute). The guard has its own tests (server/test: hardening, PostgreSQL,
 * the load balancer); here it would only refuse the suite.
 */
const CONTRACT_FLOOD_LIMIT = { RATE_LIMIT_PER_MINUTE: '100000' }

/**
 * The two stores' runs, side by side: ports of their own (the server, the sign-up server of the
 * operator's appointment, the suite's mail server). Each run is mostly waiting for its calls'
 * answers; one after the other, beside the demo e2e with a core taken, they took 6:42–8:57 for
 * about 80 CPU-s of work. The Auth emulator is one for both: the suite's people have addresses of
 * their own in each process (src/contract/people.ts), and the operator's account is made once.
 */
const PGLITE = { name: 'pglite', port: PORT, smtpPort: SMTP_PORT }
const POSTGRES = { name: 'postgres', port: PORT + 2, smtpPort: SMTP_PORT + 2 }

async function onPglite() {
  // A PGlite folder, not memory://: the command that appoints the operator opens it too.
  const folder = mkdtempSync(join(tmpdir(), 'seedling-contract-'))
  try {
    const database = { SEEDLING_DATA_DIR: folder, ...CONTRACT_FLOOD_LIMIT }
    await appointOperator({ ...env, ...database }, PGLITE.port + 1)
    return await withServer(PGLITE, database, () => contract(PGLITE))
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

async function onPostgres() {
  const postgres = startPostgres({ port: 55433 })
  try {
    // PostgreSQL takes the command beside the running server, as a deployment's does: one start.
    const database = {
      DATABASE_URL: postgres.url,
      NODE_ENV: 'development',
      ...CONTRACT_FLOOD_LIMIT,
    }
    return await withServer(POSTGRES, database, async () => {
      await signUpOperator(POSTGRES.port)
      grantOperator({ ...env, ...database })
      return contract(POSTGRES)
    })
  } finally {
    postgres.destroy()
  }
}

/** Both stores' runs; a failure on one does not stop the other (one or both says where to look). */
async function contracts() {
  const outcomes = await Promise.all(
    [onPglite, onPostgres].map((run) =>
      run().catch((error) => {
        console.error(error)
        return false
      }),
    ),
  )
  return outcomes.every(Boolean)
}

/** The remote e2e (npm test gives `--workers=1`). */
function e2e() {
  const run = spawnSync(['npx playwright test', ...process.argv.slice(3)].join(' '), {
    shell: true,
    stdio: 'inherit',
    env: { ...env, E2E_MODE: 'remote' },
  })
  return run.status === 0
}

// The servers started here are the built one (scripts/server-process.ts).
console.log(await ensureServerBuilt())
process.exit((part === 'contract' ? await contracts() : e2e()) ? 0 : 1)
