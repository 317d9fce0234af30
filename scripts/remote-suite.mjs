#!/usr/bin/env node
// Runs inside `firebase emulators:exec`: the /api contract suite against the local server
// (ID tokens checked by the Auth emulator), then the remote-mode e2e journeys.
import { spawn, spawnSync } from 'node:child_process'

const env = {
  ...process.env,
  FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
}

async function waitFor(url, ms = 30_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${ms} ms`)
}

const server = spawn(process.execPath, ['--import', 'tsx', 'mocks/server-main.ts'], {
  env: { ...env, PORT: '5000', SEEDLING_TEST_MAILBOX: '1' },
  stdio: 'inherit',
})
let exited = false
server.once('exit', () => (exited = true))
let ok = true
try {
  await waitFor('http://127.0.0.1:5000/api/startups/explore')
  // Something else on the port would answer too: make sure it is our server that is up.
  if (exited) throw new Error('the local API server did not start (is port 5000 in use?)')
  const contract = spawnSync(
    'npx vitest run --project contract --reporter=default --reporter=json --outputFile.json=test-results/vitest-contract.json',
    { shell: true, stdio: 'inherit', env: { ...env, API_URL: 'http://127.0.0.1:5000' } },
  )
  ok &&= contract.status === 0
} finally {
  if (!exited) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
}
const e2e = spawnSync('npx playwright test', {
  shell: true,
  stdio: 'inherit',
  env: { ...env, E2E_MODE: 'remote' },
})
ok &&= e2e.status === 0
process.exit(ok ? 0 : 1)
