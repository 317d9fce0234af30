import { spawn, type ChildProcess } from 'node:child_process'
import { tokenFor } from '@mocks/node'
import { startupForm } from '@mocks/test/harness'
import { rawCall } from '@mocks/test/raw-call'
import { buildApp } from '../src/app'
import { demoVerifier } from '../src/auth'
import { loadConfig } from '../src/config'
import { openDatabase } from '../src/db/database'
import { createMailer, type Mailer } from '../src/mail'
import { TEST_SERVER_ARGS } from '../../scripts/server-process.ts'
import { codeIn, type MailCatcher } from './mail-catcher'

/** One call to a server under test, as the app makes it; never throws on 4xx or 5xx. */
export async function call(
  base: string,
  path: string,
  init: { method?: 'GET' | 'POST'; uid?: string; json?: unknown; form?: FormData } = {},
) {
  const token = init.uid ? await tokenFor(init.uid) : undefined
  const answer = await rawCall(`${base}/api/${path}`, { ...init, token })
  const data: any = answer.isJson ? answer.json : answer.text || undefined
  return { status: answer.status, data, headers: answer.headers }
}

export const emailOf = (uid: string) => `${uid}@example.com`

/** POST payments/getotp as `investor`. */
export const requestCode = (base: string, investor: string, startupid: string, amount: number) =>
  call(base, 'payments/getotp', { uid: investor, json: { useruid: investor, amount, startupid } })

/** Asks for a code as `investor` and reads it from the e-mail the server sends. */
export async function askCodeByMail(
  mail: MailCatcher,
  base: string,
  investor: string,
  startupid: string,
  amount: number,
) {
  const since = mail.messages.length
  const asked = await requestCode(base, investor, startupid, amount)
  if (asked.status !== 200) throw new Error(`getotp: ${asked.status} ${JSON.stringify(asked.data)}`)
  return codeIn(await mail.next(emailOf(investor), since))
}

/** POST payments/verifypayment as `investor`. */
export const verifyCode = (base: string, investor: string, otp: string) =>
  call(base, 'payments/verifypayment', { uid: investor, json: { useruid: investor, otp } })

/** A founder with a published startup and an investor, through the API (demo tokens). */
export async function founderAndInvestor(base: string, label: string, fundsRequired = 500_000) {
  const founder = `${label}-founder`
  const investor = `${label}-investor`
  for (const [uid, role] of [
    [founder, 'startup'],
    [investor, 'investor'],
  ] as const) {
    const added = await call(base, 'users/adduser', {
      uid,
      json: { useruid: uid, email: emailOf(uid), name: `Person ${uid}`, role, photoUrl: '' },
    })
    if (added.status !== 201) throw new Error(`adduser ${uid}: ${added.status}`)
  }
  // The investor has read the risks, as the app asks before a first investment.
  const acknowledged = await call(base, 'users/acknowledgerisk', {
    uid: investor,
    json: { useruid: investor },
  })
  if (acknowledged.status !== 200) throw new Error(`acknowledgerisk: ${acknowledged.status}`)
  const name = `Startup ${label}`
  const created = await call(base, 'startups/create', {
    uid: founder,
    form: startupForm(founder, { name, fundsRequired: String(fundsRequired) }),
  })
  if (created.status !== 201)
    throw new Error(`create: ${created.status} ${JSON.stringify(created.data)}`)
  return { founder, investor, startupId: created.data.data._id as string, name }
}

/** Servers started by tests: none outlives the test run, even one whose test timed out. */
const started = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
})

/** A server process a test started (startServerProcess). */
export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>

/** `npm run server` in a child process, with demo tokens, until killed. */
export async function startServerProcess(env: Record<string, string>) {
  const port = env.PORT!
  const child: ChildProcess = spawn(process.execPath, TEST_SERVER_ARGS, {
    env: {
      ...process.env,
      FIREBASE_AUTH_EMULATOR_HOST: '',
      SEEDLING_DEMO_TOKENS: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  started.add(child)
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      started.delete(child)
      resolve(code)
    }),
  )
  const url = `http://127.0.0.1:${port}`
  const until = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server on ${port} exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/readyz`)).ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > until) {
      // Not left running after the test: a later run would find its port taken.
      child.kill('SIGKILL')
      throw new Error(`the server on ${port} did not get ready`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    child,
    exited,
    /** SIGTERM (graceful) or SIGKILL (a crash), and wait for the process to end. */
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

/**
 * The server as most tests run it: PGlite in memory, demo tokens, e-mail to the test's mail
 * server, listening on a free loopback port; `env` adds settings (as the environment would), and
 * `mailer` may wrap the SMTP mailer (a test that holds a send open); `stop` closes it all.
 */
export async function inMemoryApp(
  mail: MailCatcher,
  env: Record<string, string> = {},
  mailer: (smtp: Mailer) => Mailer = (smtp) => smtp,
) {
  const database = await openDatabase({ dataDir: 'memory://', log: console })
  await database.migrate()
  const smtp = createMailer({ smtpUrl: mail.url, from: 'Seedling <codes@seedling.test>' }, {
    warn: () => undefined,
  } as never)
  const app = await buildApp({
    config: loadConfig({ SEEDLING_DATA_DIR: 'memory://', LOG_LEVEL: 'silent', ...env }),
    database,
    verifyToken: demoVerifier,
    mailer: mailer(smtp),
  })
  const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1')
  /** Closes the app (requests in flight finish), then its mailer and its database. */
  const stop = async () => {
    await app.close()
    smtp.close()
    await database.close()
  }
  return { app, database, base, stop }
}
