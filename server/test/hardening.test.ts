import { request as httpRequest } from 'node:http'
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config'
import { buildApp, metered } from '../src/app'
import { demoVerifier } from '../src/auth'
import { appointDemoOperator } from '../src/operators'
import { createLogger } from '../src/log'
import { createMailer } from '../src/mail'
import { openDatabase } from '../src/db/database'
import {
  askCodeByMail,
  call,
  emailOf,
  founderAndInvestor,
  inMemoryApp,
  newUser,
  requestCode,
  writeTestBuild,
} from './helpers'
import { startMailCatcher, type MailCatcher } from './mail-catcher'
import { startupForm } from '@/contract/kit/forms'
import { PNG_BYTES } from '@/contract/kit/files'

/**
 * What a probe of the server from outside found open, each closed here: the flood guard behind
 * percent-encoding and a client's own X-Forwarded-For, a malformed upload, what reaches the logs,
 * and answers outside the contract's shape.
 */
let mail: MailCatcher
let dir: string

beforeAll(async () => {
  mail = await startMailCatcher({ refuses: (address) => address.startsWith('bounce-') })
  dir = writeTestBuild()
})

afterAll(async () => {
  await mail?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A server of its own for one test, with `env` (and the test's app build). */
async function ownServer(env: Record<string, string> = {}) {
  return inMemoryApp(mail, { SEEDLING_APP_DIR: dir, ...env })
}

/** A request's status, its body read to the end. */
async function statusOf(url: string, init: RequestInit = {}) {
  const answer = await fetch(url, init)
  await answer.arrayBuffer()
  return answer.status
}

describe('the flood guard', () => {
  it('counts a path as the router reads it: percent-encoded, it is still metered', async () => {
    const server = await ownServer({ RATE_LIMIT_PER_MINUTE: '20' })
    try {
      for (let i = 0; i < 20; i++)
        expect(await statusOf(`${server.base}/api/startups/explore`)).toBe(200)
      expect(await statusOf(`${server.base}/api/startups/explore`)).toBe(429)
      for (const path of [
        '/%61pi/startups/explore',
        '/%61%70%69/startups/data/some-id',
        '/a%70i/startups/questions/some-id',
        '/%73/some-id',
        '/%73/some-id/share.png',
        '//api/startups/explore',
      ])
        expect(await statusOf(`${server.base}${path}`), path).toBe(429)
      const adduser = await fetch(`${server.base}/%61pi/users/adduser`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      expect(adduser.status).toBe(429)
    } finally {
      await server.stop()
    }
  })

  it('meters the API and the pages, and leaves other paths alone', () => {
    expect(metered('/api/startups/explore?q=x')).toBe(true)
    expect(metered('/%41PI/startups/explore')).toBe(true)
    expect(metered('/s/safar-ev')).toBe(true)
    expect(metered('/bad%ff')).toBe(true)
    expect(metered('/assets/index-1a2b.js')).toBe(false)
    expect(metered('/login')).toBe(false)
    expect(metered('/sw.js')).toBe(false)
  })

  it('behind one proxy, takes the address the proxy saw, never one the client wrote', async () => {
    const server = await ownServer({ RATE_LIMIT_PER_MINUTE: '20', TRUST_PROXY: 'true' })
    try {
      const statuses: number[] = []
      for (let k = 0; k < 40; k++)
        statuses.push(
          await statusOf(`${server.base}/api/startups/explore`, {
            // The client wrote the first entry; the proxy appended the address it saw.
            headers: { 'x-forwarded-for': `203.0.113.${k}, 198.51.100.7` },
          }),
        )
      expect(statuses.filter((status) => status === 200)).toHaveLength(20)
      expect(statuses.slice(20).every((status) => status === 429)).toBe(true)
      // Another address the proxy saw has its own count.
      expect(
        await statusOf(`${server.base}/api/startups/explore`, {
          headers: { 'x-forwarded-for': '198.51.100.8' },
        }),
      ).toBe(200)
    } finally {
      await server.stop()
    }
  })

  it('counts a view once per address the proxy saw, however the client rotates its header', async () => {
    const server = await ownServer({ TRUST_PROXY: '1' })
    try {
      const { founder, startupId } = await founderAndInvestor(server.base, 'proxy-views')
      for (let k = 0; k < 10; k++)
        expect(
          await statusOf(`${server.base}/api/startups/view`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `203.0.113.${k}, 198.51.100.9`,
            },
            body: JSON.stringify({ startupid: startupId }),
          }),
        ).toBe(204)
      const analytics = await call(server.base, `startups/analytics/${startupId}`, { uid: founder })
      expect(analytics.status).toBe(200)
      expect(analytics.data.totals.views).toBe(1)
    } finally {
      await server.stop()
    }
  })

  it('reads TRUST_PROXY as hops or addresses, and says what else it may be', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY
    expect(trust('false')).toBe(false)
    expect(trust('true')).toBe(1)
    expect(trust('2')).toBe(2)
    expect(trust('10.0.0.5, 10.1.0.0/16')).toEqual(['10.0.0.5', '10.1.0.0/16'])
    expect(() => trust('everyone')).toThrow(ConfigError)
    expect(() => trust('everyone')).toThrow(/number of proxies/)
  })
})

describe('a malformed upload', () => {
  let server: Awaited<ReturnType<typeof ownServer>>
  let founder: string

  beforeAll(async () => {
    server = await ownServer()
    ;({ founder } = await founderAndInvestor(server.base, 'malformed'))
  })

  afterAll(() => server?.stop())

  it.each([
    ['multipart/form-data', '--x'],
    ['multipart/form-data; boundary=ZZ', 'garbage'],
  ])('%s with %s is the contract 400 on create and edit', async (type, body) => {
    const { tokenFor } = await import('@/contract/kit/tokens')
    for (const path of ['startups/create', 'startups/edit']) {
      const answer = await fetch(`${server.base}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': type, authorization: `Bearer ${await tokenFor(founder)}` },
        body,
      })
      expect(answer.status, path).toBe(400)
      const error = ((await answer.json()) as { error: { code: string; requestId: string } }).error
      expect(error.code, path).toBe('invalid_form')
      expect(error.requestId).toBeTruthy()
    }
  })
})

describe('logs', () => {
  /** A server whose log lines are kept here. */
  async function loggedServer() {
    const lines: string[] = []
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) })
    const database = await openDatabase({ dataDir: 'memory://', log: console })
    await database.migrate()
    await appointDemoOperator(database.db)
    const app = await buildApp({
      config: loadConfig({ SEEDLING_DATA_DIR: 'memory://', LOG_LEVEL: 'info' }),
      database,
      verifyToken: demoVerifier,
      mailer: createMailer({ smtpUrl: mail.url }, logger),
      logger,
    })
    const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(
      'localhost',
      '127.0.0.1',
    )
    const stop = async () => {
      await app.close()
      await database.close()
    }
    return { base, lines, stop }
  }

  it('carry no e-mail address when the mail server refuses a code, no query, and no long line', async () => {
    const server = await loggedServer()
    try {
      const { startupId } = await founderAndInvestor(server.base, 'logged')
      const investor = 'bounce-investor'
      await call(server.base, 'users/adduser', {
        uid: investor,
        json: {
          useruid: investor,
          email: emailOf(investor),
          name: 'B',
          role: 'investor',
          photoUrl: '',
        },
      })
      await call(server.base, 'users/acknowledgerisk', {
        uid: investor,
        json: { useruid: investor },
      })
      const refused = await requestCode(server.base, investor, startupId, 1_000)
      expect(refused.status).toBe(503)
      expect(mail.refused).toContain(emailOf(investor))

      const cursor = 'c'.repeat(13_000)
      await fetch(`${server.base}/api/startups/explore?q=my-secret-search&cursor=${cursor}`)
      const log = server.lines.join('\n')
      expect(log).toContain('the one-time code e-mail could not be sent')
      expect(log).not.toContain(emailOf(investor))
      expect(log).not.toMatch(/[\w.-]+@example\.com/)
      expect(log).not.toContain('my-secret-search')
      expect(log).not.toContain('cccccccccc')
      expect(Math.max(...server.lines.map((line) => line.length))).toBeLessThan(6_000)
    } finally {
      await server.stop()
    }
  })

  it('say why a logo was refused, which the founder is not told', async () => {
    const server = await loggedServer()
    try {
      const founder = 'refused-logo'
      await newUser(server.base, founder, 'startup')
      // A PNG's header (2 × 2 pixels), and no picture after it.
      const broken = PNG_BYTES.slice(0, 33)
      const created = await call(server.base, 'startups/create', {
        uid: founder,
        form: startupForm(founder, {
          logo: new File([broken], 'logo.png', { type: 'image/png' }),
        }),
      })
      expect(created.status).toBe(422)
      expect(created.data.error.code).toBe('invalid_logo')
      expect(JSON.stringify(created.data)).not.toContain('sandbox')
      const line = server.lines.find((text) => text.includes('"code":"invalid_logo"'))
      expect(JSON.parse(line!).reason).toMatch(
        /^the drawing sandbox refused it: (unreadable|undrawable): /,
      )
    } finally {
      await server.stop()
    }
  })
})

describe('answers in the contract shape', () => {
  let server: Awaited<ReturnType<typeof ownServer>>

  beforeAll(async () => {
    server = await ownServer()
  })

  afterAll(() => server?.stop())

  it('a path that cannot be decoded is a 400 with the contract error', async () => {
    const answer = await fetch(`${server.base}/api/startups/data/%ff`)
    expect(answer.status).toBe(400)
    const { error } = (await answer.json()) as { error: { code: string; requestId: string } }
    expect(error.code).toBe('bad_url')
    expect(error.requestId).toBeTruthy()
  })

  it('an address over 16 KB is a 431 with the contract error', async () => {
    const { port } = new URL(server.base)
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: `/api/startups/data/${'a'.repeat(20_000)}` },
        (response) => {
          let body = ''
          response.on('data', (chunk) => (body += chunk))
          response.on('end', () => resolve({ status: response.statusCode!, body }))
        },
      )
      request.on('error', reject)
      request.end()
    })
    expect(answer.status).toBe(431)
    expect(JSON.parse(answer.body).error.code).toBe('request_too_large')
  })

  it("a startup's address with an id longer than any id is a 404, not the app", async () => {
    const answer = await fetch(`${server.base}/s/${'a'.repeat(3_000)}`, {
      headers: { accept: 'text/html' },
    })
    await answer.text()
    expect(answer.status).toBe(404)
  })

  it('a 404 quotes at most 100 characters of the path', async () => {
    const answer = await fetch(`${server.base}/api/${'nothing/'.repeat(300)}here`)
    expect(answer.status).toBe(404)
    const { error } = (await answer.json()) as { error: { message: string } }
    expect(error.message.length).toBeLessThan(150)
  })

  it('ALLOWED_ORIGINS=* is refused in production, where requests carry credentials', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://seedling@127.0.0.1/seedling',
      PUBLIC_URL: 'https://api.seedling.example',
      APP_URL: 'https://seedling.example',
      SMTP_URL: 'smtp://127.0.0.1:25',
      MAIL_FROM: 'Seedling <codes@seedling.example>',
      OTP_SECRET: 's'.repeat(32),
      FIREBASE_PROJECT_ID: 'seedling',
    }
    expect(() => loadConfig({ ...production, ALLOWED_ORIGINS: '*' })).toThrow(/ALLOWED_ORIGINS=\*/)
    expect(
      loadConfig({ ...production, ALLOWED_ORIGINS: 'https://seedling.example' }).NODE_ENV,
    ).toBe('production')
  })
})

describe('a code asked by an investor whose address is verified', () => {
  it('is mailed as before (the check does not stand in the way of verified accounts)', async () => {
    const server = await ownServer()
    try {
      const { investor, startupId } = await founderAndInvestor(server.base, 'verified-code')
      expect(await askCodeByMail(mail, server.base, investor, startupId, 1_000)).toMatch(/^\d{6}$/)
    } finally {
      await server.stop()
    }
  })
})
