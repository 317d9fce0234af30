// Appoints an operator on a Seedling server backed by the Auth emulator, the way whoever runs it
// would (docs/operating.md#operators): the person signs up (an emulator account, its address
// verified) and gets a Seedling account through the API, then `server:operator grant` makes
// them an operator. PGlite's folder is one process's, so the server that took the sign-up is
// stopped before the command runs; the caller starts the server it tests afterwards.
import { spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { ensureServerBuilt } from './build-server.mjs'
import { createAccount, EmailExists, signInWithPassword } from './emulator-accounts.ts'
import { TEST_CLI_ARGS, TEST_SERVER_ARGS } from './server-process.ts'

/** The operator of the runs that need one (the remote contract suite and the remote e2e). */
export const OPERATOR = {
  email: 'operator@seedling.test',
  password: 'operator-pass-1',
  name: 'Olu (operator)',
}

/**
 * The operator's emulator account (made once per emulator, its address verified, as
 * firebase-admin makes one); a fresh token.
 */
async function operatorToken() {
  try {
    await createAccount({
      email: OPERATOR.email,
      password: OPERATOR.password,
      displayName: OPERATOR.name,
      emailVerified: true,
    })
  } catch (error) {
    // Made by an earlier run on this emulator, as here: verified.
    if (!(error instanceof EmailExists)) throw error
  }
  return signInWithPassword(OPERATOR.email, OPERATOR.password)
}

/** Waits until `url` answers 200, or throws once `ms` have passed. */
export async function waitFor(url, ms = 90_000) {
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

/**
 * Appoints the operator on the database `env` names (DATABASE_URL, or a SEEDLING_DATA_DIR
 * folder: not memory://, which no command can reach), using a server on `port` for the sign-up.
 * PGlite's folder is one process's: that server stops before the command runs.
 */
export async function appointOperator(env, port) {
  const server = spawn(process.execPath, TEST_SERVER_ARGS, {
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  })
  const exited = new Promise((resolve) => server.once('exit', resolve))
  try {
    // With both cores busy a first start on a new PGlite folder has taken over a minute and a
    // half (when it still ran initdb there; it starts from a copy of an empty database now).
    const early = exited.then((code) => {
      throw new Error(`the server for the operator's sign-up exited (${code}) before it was ready`)
    })
    early.catch(() => undefined)
    await Promise.race([waitFor(`http://127.0.0.1:${port}/readyz`, 240_000), early])
    await signUpOperator(port)
  } finally {
    server.kill('SIGTERM')
    await exited
  }
  grantOperator(env)
}

/**
 * The operator's sign-up, as its owner makes it: an Auth emulator account and a Seedling
 * account through the API of the server on `port`.
 */
export async function signUpOperator(port) {
  const { uid, token } = await operatorToken()
  const added = await fetch(`http://127.0.0.1:${port}/api/users/adduser`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      useruid: uid,
      email: OPERATOR.email,
      name: OPERATOR.name,
      role: 'investor',
      photoUrl: '',
    }),
  })
  // 409: the account was made by an earlier run on this database.
  if (added.status !== 201 && added.status !== 409)
    throw new Error(`adduser for the operator: ${added.status} ${await added.text()}`)
}

/**
 * `server:operator grant` for the signed-up operator on the database `env` names: on PostgreSQL
 * while its server runs, as a deployment does it; on PGlite with no server on the folder.
 */
export function grantOperator(env) {
  const granted = spawnSync(
    process.execPath,
    [...TEST_CLI_ARGS, 'operator', 'grant', OPERATOR.email],
    { env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  )
  if (granted.status !== 0)
    throw new Error(`server:operator grant: ${granted.stderr || granted.stdout}`)
  console.log(granted.stdout.trim())
}

// `node scripts/appoint-operator.mjs`: appoints the operator on the database the environment
// names, then runs the command after `--` (the remote e2e's server) in its place.
// With --fresh, the PGlite folder SEEDLING_DATA_DIR names is emptied first (a run of its own).
if (import.meta.url === `file://${process.argv[1]}`) {
  const rest = process.argv.indexOf('--')
  const dir = process.env.SEEDLING_DATA_DIR
  if (process.argv.slice(2, rest > 0 ? rest : undefined).includes('--fresh') && dir)
    rmSync(dir, { recursive: true, force: true })
  console.log(await ensureServerBuilt())
  await appointOperator({}, Number(process.env.APPOINT_PORT ?? 5099))
  if (rest > 0) {
    const [command, ...args] = process.argv.slice(rest + 1)
    const child = spawn(command, args, { stdio: 'inherit' })
    for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal))
    child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
  }
}
