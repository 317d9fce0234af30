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

/** Seedling's server on 127.0.0.1:5000 with this database, until the work is done. */
async function withServer(database, work) {
  const server = spawn(process.execPath, TEST_SERVER_ARGS, {
    env: {
      ...env,
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      ...database,
    },
    stdio: 'inherit',
  })
  let exited = false
  let stopping = false
  server.once('exit', (code, signal) => {
    exited = true
    // A server gone mid-suite makes every later call "could not be reached": say why once.
    if (!stopping) console.error(`Seedling's server exited early (code ${code}, signal ${signal})`)
  })
  try {
    await waitFor(`http://127.0.0.1:${PORT}/readyz`, 240_000)
    if (exited) throw new Error(`the server did not start (is port ${PORT} in use?)`)
    return await work()
  } finally {
    stopping = true
    if (!exited) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
  }
}

function contract(name) {
  // The suite's operator (src/contract/people.ts), appointed before the server starts.
  const operator = {
    CONTRACT_OPERATOR_EMAIL: OPERATOR.email,
    CONTRACT_OPERATOR_PASSWORD: OPERATOR.password,
  }
  console.log(`\n── /api contract suite: Seedling's server on ${name} ──`)
  const run = spawnSync(
    `npx vitest run --project contract ${process.argv.slice(3).join(' ')} --reporter=default --reporter=json --outputFile.json=test-results/vitest-contract-${name}.json`,
    {
      shell: true,
      stdio: 'inherit',
      env: {
        ...env,
        ...operator,
        API_URL: `http://127.0.0.1:${PORT}`,
        CONTRACT_SMTP_PORT: String(SMTP_PORT),
      },
    },
  )
  return run.status === 0
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

/** The server on `database`, its operator appointed first (scripts/appoint-operator.mjs). */
async function withOperatedServer(database, work) {
  await appointOperator({ ...env, ...database }, PORT + 1)
  return withServer(database, work)
}

async function contracts() {
  let ok
  // A PGlite folder, not memory://: the command that appoints the operator opens it too.
  const folder = mkdtempSync(join(tmpdir(), 'seedling-contract-'))
  try {
    ok = await withOperatedServer({ SEEDLING_DATA_DIR: folder, ...CONTRACT_FLOOD_LIMIT }, () =>
      contract('pglite'),
    )
  } catch (error) {
    console.error(error)
    ok = false
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
  const postgres = startPostgres({ port: 55433 })
  try {
    // PostgreSQL takes the command beside the running server, as a deployment's does: one start.
    const database = {
      DATABASE_URL: postgres.url,
      NODE_ENV: 'development',
      ...CONTRACT_FLOOD_LIMIT,
    }
    // It runs after a failure on PGlite too: failing on one store or on both says where to look.
    const passed = await withServer(database, async () => {
      await signUpOperator(PORT)
      grantOperator({ ...env, ...database })
      return contract('postgres')
    })
    ok &&= passed
  } catch (error) {
    console.error(error)
    ok = false
  } finally {
    postgres.destroy()
  }
  return ok
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
