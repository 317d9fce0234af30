import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEMO_OPERATOR } from '@/domain/operating'
import { startupForm } from '@/contract/kit/forms'
import { rawCall } from '@/contract/kit/raw-call'
import { tokenFor } from '@/contract/kit/tokens'
import { buildApp } from '../src/app'
import { demoVerifier } from '../src/auth'
import { loadConfig } from '../src/config'
import { openDatabase } from '../src/db/database'
import { createMailer, type Mailer } from '../src/mail'
import { appointDemoOperator } from '../src/operators'
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

/**
 * A POST whose JSON body is sent in two parts: the first `split` characters now, the rest when
 * `sendRest()` is called, so the request is in flight meanwhile (a shutdown must wait for it).
 */
export function halfSentPost(
  url: string,
  body: string,
  headers: Record<string, string> = {},
  split = 5,
) {
  let sendRest!: () => void
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(body.slice(0, split)))
      sendRest = () => {
        controller.enqueue(new TextEncoder().encode(body.slice(split)))
        controller.close()
      }
    },
  })
  const answer = fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      ...headers,
    },
    body: stream,
    duplex: 'half',
  } as RequestInit)
  return { answer, sendRest: () => sendRest() }
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

/** A new user of `role`, named after their uid, through the API (demo tokens). */
export async function newUser(base: string, uid: string, role: 'investor' | 'startup') {
  const added = await call(base, 'users/adduser', {
    uid,
    json: { useruid: uid, email: emailOf(uid), name: `Person ${uid}`, role },
  })
  if (added.status !== 201) throw new Error(`adduser ${uid}: ${added.status}`)
}

/** A new investor who has read the risks (as the app asks before a first investment). */
export async function newInvestor(base: string, uid: string) {
  await newUser(base, uid, 'investor')
  const acknowledged = await call(base, 'users/acknowledgerisk', { uid, json: { useruid: uid } })
  if (acknowledged.status !== 200) throw new Error(`acknowledgerisk: ${acknowledged.status}`)
}

/** Each of `investors`, one after another, pays `amount` with the code its e-mail brings. */
export async function investEach(
  mail: MailCatcher,
  base: string,
  startupId: string,
  investors: string[],
  amount: number,
) {
  for (const uid of investors) {
    const code = await askCodeByMail(mail, base, uid, startupId, amount)
    const paid = await verifyCode(base, uid, code)
    if (paid.status !== 201) throw new Error(`verifypayment ${uid}: ${paid.status}`)
  }
}

/** A founder with a published startup and an investor, through the API (demo tokens). */
export async function founderAndInvestor(base: string, label: string, fundsRequired = 500_000) {
  const founder = `${label}-founder`
  const investor = `${label}-investor`
  await newUser(base, founder, 'startup')
  await newInvestor(base, investor)
  const name = `Startup ${label}`
  const created = await call(base, 'startups/create', {
    uid: founder,
    form: startupForm(founder, { name, fundsRequired: String(fundsRequired) }),
  })
  if (created.status !== 201)
    throw new Error(`create: ${created.status} ${JSON.stringify(created.data)}`)
  const startup = created.data.data as { _id: string; slug: string }
  await approveListing(base, startup._id)
  return { founder, investor, startupId: startup._id, slug: startup.slug, name }
}

/** The demo's operator approves a listing in review, so investors see it (docs/product.md#operators). */
export async function approveListing(base: string, startupId: string) {
  const approved = await call(base, `operator/review/${startupId}/approve`, {
    uid: DEMO_OPERATOR.uid,
    json: {},
  })
  if (approved.status !== 200)
    throw new Error(`approve ${startupId}: ${approved.status} ${JSON.stringify(approved.data)}`)
}

/** Servers started by tests: none outlives the test run, even one whose test timed out. */
const started = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
})

/** A server process a test started (startServerProcess). */
export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>

/**
 * The built server (`node server/dist/main.mjs`, as production runs it; scripts/server-process.ts)
 * in a child process, with demo tokens, until killed: on loopback, or inside the
 * network namespace `netns` (`ip netns exec`, which becomes the server's process, so signals reach
 * it) listening on `env.HOST`. `nodeArgs` runs it with other Node options.
 */
export async function startServerProcess(
  env: Record<string, string>,
  netns?: string,
  nodeArgs: string[] = TEST_SERVER_ARGS,
) {
  const port = env.PORT!
  const [command, args] = netns
    ? ['ip', ['netns', 'exec', netns, process.execPath, ...nodeArgs]]
    : [process.execPath, nodeArgs]
  const child: ChildProcess = spawn(command, args, {
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
  const url = `http://${netns ? env.HOST : '127.0.0.1'}:${port}`
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
  // As a server accepting demo tokens has it: the demo's operator, who approves listings.
  await appointDemoOperator(database.db)
  const config = loadConfig({ SEEDLING_DATA_DIR: 'memory://', LOG_LEVEL: 'silent', ...env })
  const smtp = createMailer(
    {
      smtpUrl: mail.url,
      from: 'Seedling <codes@seedling.test>',
      codeTimeoutMs: config.MAIL_CODE_TIMEOUT_SECONDS * 1000,
    },
    { warn: () => undefined } as never,
  )
  const app = await buildApp({
    config,
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

export const TEST_BUILD_POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='"
const page = (body: string) =>
  `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${TEST_BUILD_POLICY.replaceAll("'", '&#39;')}"><title>Seedling</title></head><body>${body}<script type="module" crossorigin src="/assets/index-1a2b.js"></script></body></html>`

/**
 * A small app build in a new temporary folder, as SEEDLING_APP_DIR takes it: pages, a hashed
 * asset, a service worker, and a renderer for /s/{id} that shows what it was given and counts
 * its renders (`globalThis.renders`). The real build and renderer are driven by the remote e2e.
 */
export function writeTestBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'seedling-build-'))
  mkdirSync(join(dir, 'assets'))
  mkdirSync(join(dir, '.server'))
  writeFileSync(join(dir, 'app.html'), page('<div id="root"></div>'))
  writeFileSync(join(dir, 'index.html'), page('<div id="root">landing</div>'))
  writeFileSync(join(dir, 'login.html'), page('<div id="root">log in</div>'))
  writeFileSync(join(dir, 'assets', 'index-1a2b.js'), 'console.log(1)')
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  // The renderer: what it was given, visibly, and a count of its renders.
  writeFileSync(
    join(dir, '.server', 'prerender.js'),
    `globalThis.renders = 0
export async function renderStartupPage(shell, { id, answers, head }) {
  globalThis.renders++
  return shell.replace('<title>Seedling</title>', head).replace('<div id="root"></div>', '<div id="root">' + JSON.stringify(answers['startups/data/' + id]) + '</div>')
}`,
  )
  return dir
}

/** The founder edits the startup's slogan (and its description and site) through the API. */
export async function editSlogan(base: string, founder: string, startupId: string, slogan: string) {
  const form = new FormData()
  for (const [key, value] of Object.entries({
    useruid: founder,
    startupid: startupId,
    slogan,
    description: 'Edited.',
    websiteLink: 'https://edited.example.in',
  }))
    form.append(key, value)
  const answer = await call(base, 'startups/edit', { uid: founder, form })
  if (answer.status !== 200)
    throw new Error(`The edit was answered ${answer.status}: ${JSON.stringify(answer.data)}`)
}
