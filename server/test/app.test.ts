import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { expectSamePicture } from '@/contract/expect-answer'
import { PDF_BYTES, PNG_BYTES } from '@/contract/kit/files'
import { tokenFor } from '@/contract/kit/tokens'
import { exploreResponseSchema } from '@/domain/startup'
import { closingDay } from '@/domain/startup-fields'
import { buildApp, type App } from '../src/app'
import { demoVerifier, firebaseVerifier, rememberVerified } from '../src/auth'
import { ConfigError, loadConfig } from '../src/config'
import { openDatabase, type Database } from '../src/db/database'
import {
  otps,
  payments,
  startups,
  updateDeliveries,
  updateUnsubscribes,
  users,
} from '../src/db/schema'
import { createLogger } from '../src/log'
import { createMailer } from '../src/mail'
import { migrateDatabase } from '../src/migrate'
import { seedScale } from '../src/seed-scale'
import {
  askCodeByMail,
  call,
  editSlogan,
  emailOf,
  founderAndInvestor,
  inMemoryApp,
  requestCode,
  verifyCode,
} from './helpers'
import { codeIn, startMailCatcher, type MailCatcher } from './mail-catcher'

/** A step a test holds open: `opened` settles once `open()` is called. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

let app: App
let base: string
let database: Database
let mail: MailCatcher
/** Addresses the test's mail server refuses from now on (550), as for a closed mailbox. */
const bouncing = new Set<string>()

beforeAll(async () => {
  mail = await startMailCatcher({ refuses: (address) => bouncing.has(address) })
  // A refused update e-mail is tried again after a second or two, not a minute.
  ;({ app, database, base } = await inMemoryApp(mail, { MAIL_RETRY_SECONDS: '1' }))
})

afterAll(async () => {
  await app?.close()
  await database?.close()
  await mail?.close()
})

describe('one-time codes by e-mail', () => {
  it('e-mails the code over SMTP, naming the amount, the startup and the expiry; keeps only a hash', async () => {
    const { investor, startupId, name } = await founderAndInvestor(base, 'mail')
    const since = mail.messages.length
    const asked = await requestCode(base, investor, startupId, 25_000)
    expect(asked.status).toBe(200)
    const message = await mail.next(emailOf(investor), since)
    expect(message.from).toContain('codes@seedling.test')
    expect(message.text).toContain('₹25,000')
    expect(message.text).toContain(name)
    // The expiry in India's time: five minutes from now, read in IST (UTC+5:30).
    const ist = new Date(Date.now() + 5 * 60_000 + 330 * 60_000).toISOString().slice(11, 16)
    const [, until] = /until (\d\d:\d\d) IST \(5 minutes\)/.exec(message.text) ?? []
    expect(until).toBeDefined()
    const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))
    expect(
      Math.abs(((minutes(until!) - minutes(ist) + 1440 + 720) % 1440) - 720),
    ).toBeLessThanOrEqual(1)
    const code = codeIn(message)
    expect(message.html).toContain(code)
    expect(message.subject).toContain(code)

    // Only an HMAC of the code is stored.
    const [stored] = await database.db.select().from(otps).where(eq(otps.userUid, investor))
    expect(stored!.codeHash).not.toContain(code)
    expect(stored!.codeHash.length).toBeGreaterThan(20)

    const paid = await verifyCode(base, investor, code)
    expect(paid.status).toBe(201)
    expect(paid.data.data).toMatchObject({ amount: 25_000, startupid: startupId })
  })

  it('limits code requests per user in the database: the fourth in a minute is refused', async () => {
    const { investor, startupId } = await founderAndInvestor(base, 'limit')
    const ask = () => requestCode(base, investor, startupId, 10)
    expect([(await ask()).status, (await ask()).status, (await ask()).status]).toEqual([
      200, 200, 200,
    ])
    const fourth = await ask()
    expect(fourth.status).toBe(429)
    expect(fourth.data.error.code).toBe('too_many_requests')
  })
  it('limits code requests per user per day in the database: the 21st in 24 hours is refused', async () => {
    const { investor, startupId } = await founderAndInvestor(base, 'daily')
    // Twenty codes asked for over the last hours (a minute apart is what the minute limit allows).
    const earlier = (hoursAgo: number) =>
      Array.from({ length: 20 }, (_, i) => ({
        id: `daily-${hoursAgo}-${i}`,
        userUid: investor,
        startupId,
        amount: 10,
        codeHash: 'x',
        expiresAt: new Date(Date.now() - hoursAgo * 3_600_000 + 300_000),
        status: 'void' as const,
        createdAt: new Date(Date.now() - hoursAgo * 3_600_000 + i * 61_000),
      }))
    await database.db.insert(otps).values(earlier(25))
    expect((await requestCode(base, investor, startupId, 10)).status).toBe(200)
    await database.db.delete(otps).where(eq(otps.userUid, investor))
    await database.db.insert(otps).values(earlier(2))
    const refused = await requestCode(base, investor, startupId, 10)
    expect(refused.status).toBe(429)
    expect(refused.data.error).toMatchObject({
      code: 'too_many_requests',
      message: 'That makes 20 codes in a day, the most Seedling sends. Try again tomorrow',
    })
  })

  it('says so when the code cannot be e-mailed, and that code never works', async () => {
    // An SMTP server that is not there: nothing listens on port 1.
    const down = await inMemoryApp({ url: 'smtp://127.0.0.1:1' } as MailCatcher)
    try {
      const { investor, startupId } = await founderAndInvestor(down.base, 'mail-down')
      const asked = await requestCode(down.base, investor, startupId, 5_000)
      expect(asked.status).toBe(503)
      expect(asked.data.error.code).toBe('mail_unavailable')
      const [code] = await down.database.db.select().from(otps).where(eq(otps.userUid, investor))
      expect(code?.status).toBe('void')
      expect((await verifyCode(down.base, investor, '123456')).data.error.code).toBe('otp_locked')
    } finally {
      await down.app.close()
      await down.database.close()
    }
  })
})

describe('closing dates (optional extension)', () => {
  it('refuses codes after the closing day, in the same words as the demo', async () => {
    const { investor, startupId } = await founderAndInvestor(base, 'closed')
    const ask = () => requestCode(base, investor, startupId, 1_000)
    // The raise closed yesterday (the API only takes dates a week ahead: the clock moves here).
    const yesterday = closingDay(Date.now() - 86_400_000)
    await database.db
      .update(startups)
      .set({ closesOn: yesterday })
      .where(eq(startups.id, startupId))
    const refused = await ask()
    expect(refused.status).toBe(409)
    expect(refused.data.error.code).toBe('startup_closed')
    const today = closingDay(Date.now())
    await database.db.update(startups).set({ closesOn: today }).where(eq(startups.id, startupId))
    expect((await ask()).status).toBe(200)
  })

  it('refuses to turn a code sent before the close into a payment after it', async () => {
    const { investor, startupId } = await founderAndInvestor(base, 'closed-verify')
    const code = await askCodeByMail(mail, base, investor, startupId, 1_000)
    const yesterday = closingDay(Date.now() - 86_400_000)
    await database.db
      .update(startups)
      .set({ closesOn: yesterday })
      .where(eq(startups.id, startupId))
    const late = await verifyCode(base, investor, code)
    expect(late.status).toBe(409)
    expect(late.data.error.code).toBe('startup_closed')
    const [row] = await database.db
      .select({ received: startups.fundsReceived })
      .from(startups)
      .where(eq(startups.id, startupId))
    expect(row!.received).toBe(0)
  })
})

describe('risk check (optional extension)', () => {
  it('asks again once the acknowledgement is twelve months old, in the same words as the demo', async () => {
    const { investor, startupId } = await founderAndInvestor(base, 'risk-expiry')
    expect((await requestCode(base, investor, startupId, 1_000)).status).toBe(200)
    // Acknowledged a year and a minute ago (the API records only now: the clock moves here).
    const then = new Date()
    then.setUTCFullYear(then.getUTCFullYear() - 1)
    then.setUTCMinutes(then.getUTCMinutes() - 1)
    await database.db.update(users).set({ riskAcknowledgedAt: then }).where(eq(users.uid, investor))
    const record = await call(base, `users/getuser/${investor}`, { uid: investor })
    expect(record.data.riskAcknowledgedAt).toBe(then.toISOString())
    const refused = await requestCode(base, investor, startupId, 1_000)
    expect(refused.status).toBe(409)
    expect(refused.data.error.code).toBe('risk_not_acknowledged')
    expect(refused.data.error.message).toContain('I understand the risks')
    const again = await call(base, 'users/acknowledgerisk', {
      uid: investor,
      json: { useruid: investor },
    })
    expect(again.status).toBe(200)
    expect(Date.parse(again.data.riskAcknowledgedAt)).toBeGreaterThan(then.getTime())
    expect((await requestCode(base, investor, startupId, 1_000)).status).toBe(200)
  })
})

describe('cooling-off window (optional extension)', () => {
  it('refuses to cancel once 48 hours have passed, in the same words as the demo', async () => {
    const { investor, startupId } = await founderAndInvestor(base, 'cooling')
    const code = await askCodeByMail(mail, base, investor, startupId, 2_000)
    const paid = await verifyCode(base, investor, code)
    expect(paid.status).toBe(201)
    const paymentid = paid.data.data._id as string
    // Paid 48 hours and a second ago (the API records only now: the clock moves here).
    await database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 48 * 3_600_000 - 1_000) })
      .where(eq(payments.id, paymentid))
    const late = await call(base, 'payments/cancel', {
      uid: investor,
      json: { useruid: investor, paymentid },
    })
    expect(late.status).toBe(409)
    expect(late.data.error.code).toBe('cancel_window_over')
    const [startup] = await database.db.select().from(startups).where(eq(startups.id, startupId))
    expect(startup!.fundsReceived).toBe(2_000)
  })
})

describe('updates by e-mail (optional extension)', () => {
  /** An investor of `startupId` who paid `amount` through an e-mailed code. */
  async function investorOf(startupId: string, uid: string, amount: number) {
    if (
      (
        await call(base, 'users/adduser', {
          uid,
          json: { useruid: uid, email: emailOf(uid), name: `Person ${uid}`, role: 'investor' },
        })
      ).status !== 201
    )
      throw new Error(`adduser ${uid}`)
    await call(base, 'users/acknowledgerisk', { uid, json: { useruid: uid } })
    const code = await askCodeByMail(mail, base, uid, startupId, amount)
    expect((await verifyCode(base, uid, code)).status).toBe(201)
  }
  const postUpdate = (founder: string, startupid: string, title: string, body: string) =>
    call(base, 'startups/postupdate', {
      uid: founder,
      json: { useruid: founder, startupid, title, body },
    })

  it('e-mails each investor over SMTP; the unsubscribe link stops the next one', async () => {
    const { founder, investor, startupId, slug, name } = await founderAndInvestor(base, 'news')
    const code = await askCodeByMail(mail, base, investor, startupId, 1_000)
    expect((await verifyCode(base, investor, code)).status).toBe(201)
    const other = 'news-second-investor'
    await investorOf(startupId, other, 500)

    let since = mail.messages.length
    const posted = await postUpdate(founder, startupId, 'We hired a chef', 'Say <b>hi</b> to Asha')
    expect(posted.status).toBe(201)
    const message = await mail.next(emailOf(investor), since)
    expect(message.subject).toBe(`${name}: We hired a chef`)
    expect(message.text).toContain('Say <b>hi</b> to Asha')
    // What the founder wrote is text in the HTML part, never markup.
    expect(message.html).toContain('Say &lt;b&gt;hi&lt;/b&gt; to Asha')
    // The startup's readable address.
    expect(message.text).toContain(`/s/${slug}\n`)
    await mail.next(emailOf(other), since)

    const link = /Stop these e-mails: (\S+)/.exec(message.text)?.[1]
    expect(link).toMatch(/\/api\/updates\/unsubscribe\?t=/)
    // Opening the link asks first (mail scanners open links); the button posts.
    const page = await fetch(link!)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Stop update e-mails')
    // Neither opening it nor a scanner's HEAD request unsubscribes anyone.
    expect((await fetch(link!, { method: 'HEAD' })).status).toBe(200)
    const unsubscribed = () =>
      database.db.select().from(updateUnsubscribes).where(eq(updateUnsubscribes.userUid, investor))
    expect(await unsubscribed()).toEqual([])
    // A link whose token was changed does nothing.
    const forged = await fetch(
      link!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      {
        method: 'POST',
      },
    )
    expect(forged.status).toBe(400)
    const done = await fetch(link!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('You are unsubscribed')
    expect(await unsubscribed()).toHaveLength(1)

    since = mail.messages.length
    expect((await postUpdate(founder, startupId, 'Second kitchen', 'Open now')).status).toBe(201)
    // The other investor still gets it; by then the unsubscribed one would have had theirs too.
    expect((await mail.next(emailOf(other), since)).subject).toBe(`${name}: Second kitchen`)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mail.messages.slice(since).some((m) => m.to.includes(emailOf(investor)))).toBe(false)
    // The update is still in the app for them.
    const feed = await call(base, `users/feed/${investor}`, { uid: investor })
    expect(feed.data.data[0].update.title).toBe('Second kitchen')
  })
})

/** A request as anyone can send it, with a Host header of their choosing (fetch sets its own). */
function requestWithHost(
  url: string,
  host: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = httpRequest(
      url,
      { method: init.method ?? 'GET', headers: { ...init.headers, host } },
      (answer) => {
        let text = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk: string) => (text += chunk))
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }))
      },
    )
    sent.on('error', reject)
    sent.end(init.body)
  })
}

describe('a forged Host header', () => {
  it('puts no link of its choosing in e-mails or answers', async () => {
    const { founder, investor, startupId } = await founderAndInvestor(base, 'host')
    const code = await askCodeByMail(mail, base, investor, startupId, 1_000)
    expect((await verifyCode(base, investor, code)).status).toBe(201)
    const since = mail.messages.length
    const posted = await requestWithHost(`${base}/api/startups/postupdate`, 'attacker.example', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await tokenFor(founder)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        useruid: founder,
        startupid: startupId,
        title: 'Links stay ours',
        body: 'Whatever the Host header says.',
      }),
    })
    expect(posted.status).toBe(201)
    const message = await mail.next(emailOf(investor), since)
    expect(message.text).toContain(`Stop these e-mails: ${base}/api/updates/unsubscribe?t=`)
    expect(JSON.stringify(message)).not.toContain('attacker.example')
    const data = await requestWithHost(`${base}/api/startups/data/${startupId}`, 'attacker.example')
    expect(data.status).toBe(200)
    expect(JSON.parse(data.text).data[0].logo).toMatch(new RegExp(`^${base}/api/files/`))
    expect(data.text).not.toContain('attacker.example')
  })
})

describe('logs', () => {
  /** A logger as the server makes it, writing its lines here. */
  function capturedLogger() {
    const lines: string[] = []
    const logger = createLogger('info', {
      write: (line: string) => void lines.push(line),
    })
    return { logger, lines }
  }

  it("keep a failed query's parameters out, and each line short", async () => {
    const { logger, lines } = capturedLogger()
    const upload = 'x'.repeat(3_000_000)
    for (const value of ['asha.secret@example.com', upload]) {
      const failed = await database.db.execute(sql`select ${value}::int`).then(
        () => null,
        (error: unknown) => error,
      )
      expect(failed).toBeInstanceOf(Error)
      // The error itself carries the parameter: the log line must not.
      expect(JSON.stringify(failed, Object.getOwnPropertyNames(failed))).toContain(
        value.slice(0, 50),
      )
      logger.error({ err: failed }, 'request failed')
    }
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain('select $1::int')
    expect(lines[0]).not.toContain('asha.secret@example.com')
    expect(lines[1]!.length).toBeLessThan(20_000)
  })

  it("leave out a driver error's connection, with its settings and buffers", () => {
    const { logger, lines } = capturedLogger()
    const dropped = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
        client: {
          connectionParameters: { user: 'seedling', password: 'hunter2', database: 'seedling' },
          _types: {
            builtins: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`T${i}`, i])),
          },
        },
      },
    )
    logger.error({ err: dropped }, 'job queue error')
    expect(lines[0]).toContain('57P01')
    expect(lines[0]).not.toContain('hunter2')
    expect(lines[0]!.length).toBeLessThan(3_000)
  })

  it('keep unsubscribe tokens out of the request lines', async () => {
    const { logger, lines } = capturedLogger()
    const logged = await buildApp({
      // On the shared database: its queue settings (set by the last app to start) stay the tests'.
      config: loadConfig({
        SEEDLING_DATA_DIR: 'memory://',
        LOG_LEVEL: 'info',
        MAIL_RETRY_SECONDS: '1',
      }),
      database,
      verifyToken: demoVerifier,
      mailer: createMailer({ smtpUrl: mail.url }, logger),
      logger,
    })
    try {
      const answer = await logged.inject({ url: '/api/updates/unsubscribe?t=SECRET-TOKEN-123' })
      expect(answer.statusCode).toBe(400)
      expect(lines.some((line) => line.includes('"/api/updates/unsubscribe?…"'))).toBe(true)
      expect(lines.join('\n')).not.toContain('SECRET-TOKEN-123')
    } finally {
      await logged.close()
    }
  })
})

describe('an address that bounces', () => {
  it('costs its own update e-mail only: every other investor gets theirs, and it is tried again', async () => {
    const { founder, investor, startupId, name } = await founderAndInvestor(base, 'bounce')
    expect(
      (await verifyCode(base, investor, await askCodeByMail(mail, base, investor, startupId, 900)))
        .status,
    ).toBe(201)
    // The closed mailbox sorts first among the investors.
    const closed = 'a-bounce-first'
    const others = ['bounce-second', 'bounce-third']
    for (const uid of [closed, ...others]) {
      await call(base, 'users/adduser', {
        uid,
        json: { useruid: uid, email: emailOf(uid), name: `Person ${uid}`, role: 'investor' },
      })
      await call(base, 'users/acknowledgerisk', { uid, json: { useruid: uid } })
      const code = await askCodeByMail(mail, base, uid, startupId, 500)
      expect((await verifyCode(base, uid, code)).status).toBe(201)
    }
    bouncing.add(emailOf(closed))
    try {
      const since = mail.messages.length
      const posted = await call(base, 'startups/postupdate', {
        uid: founder,
        json: { useruid: founder, startupid: startupId, title: 'Still here', body: 'Yes.' },
      })
      expect(posted.status).toBe(201)
      for (const uid of [investor, ...others])
        expect((await mail.next(emailOf(uid), since)).subject).toBe(`${name}: Still here`)
      expect(mail.messages.slice(since).some((m) => m.to.includes(emailOf(closed)))).toBe(false)
      expect(mail.refused).toContain(emailOf(closed))
      // The mailbox opens again: the queue's next try delivers it, once.
      bouncing.delete(emailOf(closed))
      expect((await mail.next(emailOf(closed), since)).subject).toBe(`${name}: Still here`)
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      const received = (uid: string) =>
        mail.messages.slice(since).filter((m) => m.to.includes(emailOf(uid))).length
      expect([investor, closed, ...others].map(received)).toEqual([1, 1, 1, 1])
    } finally {
      bouncing.delete(emailOf(closed))
    }
  })
})

describe('shutting down with an update e-mail being sent', () => {
  it('answers the post at once, and lets the e-mail finish before the app closes', async () => {
    // An app on a database of its own, whose mail server takes update e-mails when the test says.
    const delivered: string[] = []
    const sending = gate()
    const mailServer = gate()
    const slow = await inMemoryApp(mail, {}, (smtp) => ({
      ...smtp,
      sendUpdate: async (message) => {
        sending.open()
        await mailServer.opened
        delivered.push(message.to)
      },
    }))
    try {
      const { founder, investor, startupId } = await founderAndInvestor(slow.base, 'closing-mail')
      const code = await askCodeByMail(mail, slow.base, investor, startupId, 700)
      expect((await verifyCode(slow.base, investor, code)).status).toBe(201)
      const posted = await call(slow.base, 'startups/postupdate', {
        uid: founder,
        json: { useruid: founder, startupid: startupId, title: 'Closing time', body: 'Bye' },
      })
      expect(posted.status).toBe(201)
      await sending.opened
      expect(delivered).toEqual([])
      let closedYet = false
      const closed = slow.app.close().then(() => (closedYet = true))
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(closedYet).toBe(false)
      mailServer.open()
      await closed
      expect(delivered).toEqual([emailOf(investor)])
      const written = await slow.database.db
        .select()
        .from(updateDeliveries)
        .where(eq(updateDeliveries.userUid, investor))
      expect(written).toHaveLength(1)
    } finally {
      mailServer.open()
      await slow.stop()
    }
  })
})

describe('page views', () => {
  it('count one per visitor a day: reloads and loops add nothing, another address adds one', async () => {
    const { founder, startupId } = await founderAndInvestor(base, 'views')
    const view = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/startups/view',
        payload: { startupid: startupId },
        remoteAddress,
      })
    for (let i = 0; i < 50; i++) expect((await view('203.0.113.7')).statusCode).toBe(204)
    expect((await view('198.51.100.23')).statusCode).toBe(204)
    const analytics = await call(base, `startups/analytics/${startupId}`, { uid: founder })
    expect(analytics.data.totals.views).toBe(2)
    // What is kept of a visitor is a keyed hash, not the address.
    const kept = await database.db.execute(
      sql`select visitor from page_view_visitors where startup_id = ${startupId}`,
    )
    expect(JSON.stringify(kept)).not.toContain('203.0.113.7')
  })
})

describe('a request that arrives while the server shuts down', () => {
  it("is told to try again in the contract's shape, while the request in flight finishes", async () => {
    const sending = gate()
    const mailServer = gate()
    const closing = await inMemoryApp(mail, {}, (smtp) => ({
      ...smtp,
      sendOtp: async () => {
        sending.open()
        await mailServer.opened
      },
    }))
    try {
      const { investor, startupId } = await founderAndInvestor(closing.base, 'shutdown-503')
      const inFlight = requestCode(closing.base, investor, startupId, 500)
      await sending.opened
      // A connection whose request is half sent when the shutdown begins (not idle, so not cut).
      const socket = connect(Number(new URL(closing.base).port), '127.0.0.1')
      await new Promise((resolve) => socket.once('connect', resolve))
      socket.write('GET /api/startups/explore HTTP/1.1\r\n')
      const answer = new Promise<string>((resolve) => {
        let text = ''
        socket.on('data', (chunk) => (text += chunk))
        socket.on('close', () => resolve(text))
      })
      const closed = closing.app.close()
      await expect
        .poll(() => closing.app.server.listening, { timeout: 5_000, interval: 10 })
        .toBe(false)
      socket.write('Host: 127.0.0.1\r\n\r\n')
      const late = await answer
      expect(late).toMatch(/^HTTP\/1\.1 503 /)
      expect(late.toLowerCase()).toContain('retry-after: 1')
      expect(JSON.parse(late.slice(late.indexOf('\r\n\r\n') + 4))).toEqual({
        error: {
          code: 'unavailable',
          message: 'This server is restarting. Try again in a moment.',
          requestId: expect.any(String),
        },
      })
      mailServer.open()
      expect((await inFlight).status).toBe(200)
      await closed
    } finally {
      mailServer.open()
      await closing.stop()
    }
  })
})

describe('the look for closing raises, at shutdown', () => {
  it('is waited for before the database closes', async () => {
    const closing = await inMemoryApp(mail, { CLOSES_SWEEP_SECONDS: '1' })
    const reached = gate()
    const held = gate()
    const order: string[] = []
    const client = (closing.database.db as unknown as { $client: PGlite }).$client
    const query = client.query.bind(client)
    // The next look's first read (the cooling-off reminders it owes) is held open.
    const spy = vi.spyOn(client, 'query').mockImplementation((async (
      text: string,
      ...rest: never[]
    ) => {
      if (text.startsWith('select') && text.includes('"reminded_at" is null')) {
        reached.open()
        await held.opened
        order.push('look ended')
      }
      return query(text, ...rest)
    }) as typeof client.query)
    try {
      await reached.opened
      const closed = closing.app.close().then(() => order.push('closed'))
      // Let go of the look a while after the close began: the close must still be waiting.
      setTimeout(held.open, 300)
      await closed
      expect(order).toEqual(['look ended', 'closed'])
    } finally {
      spy.mockRestore()
      held.open()
      await closing.stop()
    }
  })
})

describe('the bulk seeder on the embedded database', () => {
  it('loads startups, founders, investors and payments with COPY from a blob, totals matching', async () => {
    const own = await openDatabase({ dataDir: 'memory://', log: console })
    try {
      await own.migrate()
      const seeded = await seedScale(own, { startups: 3_000, label: 'blob' })
      expect(seeded.startups).toBe(3_000)
      const count = async (query: ReturnType<typeof sql>) =>
        Number(((await own.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n)
      expect(await count(sql`select count(*)::int n from startups where id like 'blob-%'`)).toBe(
        3_000,
      )
      expect(
        await count(sql`select count(*)::int n from payments where id like 'blob-payment-%'`),
      ).toBe(seeded.payments)
      expect(
        await count(sql`select count(*)::int n from startups s where s.id like 'blob-%' and
          s.funds_received <> coalesce((select sum(amount) from payments p where p.startup_id = s.id), 0)`),
      ).toBe(0)
      // Each startup's kept investor count is its distinct investors with a payment standing.
      const miscounted = sql`select count(*)::int n from startups s where s.id like 'blob-%' and
        s.investor_count <> (select count(distinct user_uid) from payments p
          where p.startup_id = s.id and p.cancelled_at is null)`
      expect(
        await count(sql`select count(*)::int n from startups where investor_count > 1`),
      ).toBeGreaterThan(100)
      expect(await count(miscounted)).toBe(0)
      // Migration 0018 counts them for a database written before it, cancelled payments left out.
      await own.db.execute(
        sql`update payments set cancelled_at = now() where id like 'blob-payment-1%'`,
      )
      await own.db.execute(sql`update startups set investor_count = 0`)
      expect(await count(miscounted)).toBeGreaterThan(100)
      const migration = readFileSync('server/drizzle/0018_investor_count.sql', 'utf8')
      for (const statement of migration.split('--> statement-breakpoint').slice(1))
        await own.db.execute(sql.raw(statement))
      expect(await count(miscounted)).toBe(0)
    } finally {
      await own.close()
    }
  })
})

describe('migrating a database written before the search columns', () => {
  it('fills in the search columns of startups that lack them, and explore finds them', async () => {
    const { startupId, name } = await founderAndInvestor(base, 'backfill')
    await database.db
      .update(startups)
      .set({ nameKey: '', searchText: '' })
      .where(eq(startups.id, startupId))
    // The page size tells the two searches apart: this process keeps a search's answer a second
    // for the next visitors, and the one a migration starts in would have kept none.
    const search = (limit: number) =>
      call(base, `startups/explore?limit=${limit}&q=${encodeURIComponent(name)}`)
    expect((await search(5)).data.message).toEqual([])
    await migrateDatabase(database)
    const [row] = await database.db
      .select({ nameKey: startups.nameKey })
      .from(startups)
      .where(eq(startups.id, startupId))
    expect(row!.nameKey).not.toBe('')
    expect((await search(6)).data.message.map((s: { _id: string }) => s._id)).toEqual([startupId])
  })
})

describe('what the router would answer in its own words', () => {
  it('keeps a request id that looks like one, and makes its own for anything else', async () => {
    const given = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'lb-7f3a.42' } })
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a.42')
    for (const forged of ['<script>alert(1)</script>', 'a'.repeat(300), 'two words']) {
      const answer = await fetch(`${base}/healthz`, { headers: { 'x-request-id': forged } })
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it("answers long ids with the contract's error, not a 414", async () => {
    expect((await call(base, `startups/data/${'a'.repeat(120)}`)).status).toBe(200)
    const tooLong = await call(base, `startups/data/${'a'.repeat(200)}`)
    expect(tooLong.status).toBe(422)
    expect(tooLong.data.error.code).toBe('invalid_input')
  })
})

describe('files', () => {
  it('serves logo and report with their type, disposition, cache and nosniff headers', async () => {
    const explore = await call(base, 'startups/explore')
    const startup = explore.data.message.find((s: { name: string }) => s.name === 'Startup mail')
    const logo = await fetch(startup.logo)
    expect(logo.headers.get('content-type')).toBe('image/png')
    expect(logo.headers.get('content-disposition')).toMatch(/^inline/)
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff')
    expect(logo.headers.get('cache-control')).toContain('max-age=31536000')
    await expectSamePicture(new Uint8Array(await logo.arrayBuffer()), PNG_BYTES)
    const report = await fetch(startup.report)
    expect(report.headers.get('content-type')).toBe('application/pdf')
    expect(report.headers.get('content-disposition')).toBe('attachment; filename="report.pdf"')
    expect(new Uint8Array(await report.arrayBuffer())).toEqual(PDF_BYTES)
  })
})

describe('reads a cache can revalidate', () => {
  const read = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/${path}`, { headers })

  it('answer with an ETag, and 304 with no body while nothing changed; a change gives a new one', async () => {
    // Two startups or more: an answer over the 1 KB from which answers are compressed.
    await founderAndInvestor(base, 'revalidated-1')
    await founderAndInvestor(base, 'revalidated-2')
    const first = await read('startups/explore?limit=20', { 'accept-encoding': 'gzip' })
    expect(first.status).toBe(200)
    expect(first.headers.get('content-encoding')).toBe('gzip')
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const tag = first.headers.get('etag')!
    expect(tag).toMatch(/^"[^"]+"$/)
    const { total } = (await first.json()) as { total: number }
    // In the coding each asks for, with the same tag; caches told the coding varies.
    const brotli = await read('startups/explore?limit=20', {
      'accept-encoding': 'br;q=1, gzip;q=0.5',
    })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('vary')?.split(/,\s*/)).toEqual(['Origin', 'Accept-Encoding'])
    expect(brotli.headers.get('etag')).toBe(tag)
    expect(await brotli.json()).toMatchObject({ total })
    // Computed before compression: a plain answer of the same read has the same tag.
    const plain = await read('startups/explore?limit=20', { 'accept-encoding': 'identity' })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('etag')).toBe(tag)
    // Sent as bytes (the JSON encoded once): still JSON, its length its UTF-8 bytes.
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const bytes = Buffer.from(await plain.arrayBuffer())
    expect(Number(plain.headers.get('content-length'))).toBe(bytes.length)
    expect(JSON.parse(bytes.toString('utf8'))).toMatchObject({ total })

    const again = await read('startups/explore?limit=20', { 'if-none-match': tag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')

    await founderAndInvestor(base, 'revalidated-3')
    const changed = await read('startups/explore?limit=20', { 'if-none-match': tag })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(tag)
    expect(((await changed.json()) as { total: number }).total).toBe(total + 1)
  })

  it("keep an answer that may depend on the caller to the caller's own cache", async () => {
    const { startupId, investor } = await founderAndInvestor(base, 'private-read')
    const authorization = `Bearer ${await tokenFor(investor)}`
    const first = await read(`startups/data/${startupId}`, { authorization })
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    expect(first.headers.get('vary')).toContain('Authorization')
    const tag = first.headers.get('etag')!
    const again = await read(`startups/data/${startupId}`, { authorization, 'if-none-match': tag })
    expect(again.status).toBe(304)
    // A stored file is named by its id, which a new file never shares: no hash of its bytes.
    const explore = await call(base, 'startups/explore')
    const logo = explore.data.message.find((s: { _id: string }) => s._id === startupId).logo
    const file = await fetch(logo)
    const id = new URL(logo).pathname.split('/').pop()
    expect(file.headers.get('etag')).toBe(`"${id}"`)
    expect((await fetch(logo, { headers: { 'if-none-match': `"${id}"` } })).status).toBe(304)
  })
})

describe("the base contract's explore", () => {
  it('is written as it is read (chunked JSON), with every live startup the pages have, once', async () => {
    await founderAndInvestor(base, 'every-one-1')
    await founderAndInvestor(base, 'every-one-2')
    const answer = await fetch(`${base}/api/startups/explore`, {
      headers: { 'accept-encoding': 'identity' },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(answer.headers.get('transfer-encoding')).toBe('chunked')
    expect(answer.headers.get('content-length')).toBeNull()
    const every = exploreResponseSchema.parse(await answer.json()).message.map((s) => s._id)
    const paged: string[] = []
    let cursor: string | null = null
    do {
      const page: { message: Array<{ _id: string }>; next: string | null } = (
        await call(base, `startups/explore?limit=100${cursor ? `&cursor=${cursor}` : ''}`)
      ).data
      paged.push(...page.message.map((s) => s._id))
      cursor = page.next
    } while (cursor)
    expect(every.length).toBeGreaterThan(1)
    expect(new Set(every).size).toBe(every.length)
    expect([...every].sort()).toEqual([...paged].sort())
  })
})

describe('errors and operations', () => {
  it('answers every error as JSON with a request id, never a stack', async () => {
    const unknown = await call(base, 'no/such/route')
    expect(unknown.status).toBe(404)
    expect(unknown.data.error).toMatchObject({ code: 'not_found', requestId: expect.any(String) })
    expect(unknown.headers.get('x-request-id')).toBe(unknown.data.error.requestId)

    const tooLarge = await fetch(`${base}/api/users/adduser`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(200_000) }),
    })
    expect(tooLarge.status).toBe(413)
    const body = await tooLarge.json()
    expect(body.error.code).toBe('body_too_large')
    expect(JSON.stringify(body)).not.toMatch(/at \w+ \(/)
  })

  it('lets only the allowed origins call with credentials (CORS)', async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/api/users/adduser`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      })
    const allowed = await preflight('http://127.0.0.1:4174')
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4174')
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true')
    const other = await preflight('https://evil.example')
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('says it is alive (/healthz) and ready when its database answers (/readyz)', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200)
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'ready' })
  })

  it('keeps answering the load balancer once an address has used up its requests', async () => {
    const limited = await buildApp({
      config: loadConfig({
        SEEDLING_DATA_DIR: 'memory://',
        LOG_LEVEL: 'silent',
        MAIL_RETRY_SECONDS: '1',
        RATE_LIMIT_PER_MINUTE: '2',
      }),
      database,
      verifyToken: demoVerifier,
      mailer: {
        sendOtp: async () => undefined,
        sendUpdate: async () => undefined,
        sendOutcome: async () => undefined,
        close: () => undefined,
      },
    })
    try {
      const ask = (url: string) => limited.inject({ method: 'GET', url })
      expect((await ask('/api/startups/explore')).statusCode).toBe(200)
      expect((await ask('/api/startups/explore')).statusCode).toBe(200)
      expect((await ask('/api/startups/explore')).statusCode).toBe(429)
      for (let i = 0; i < 3; i++) {
        expect((await ask('/healthz')).statusCode).toBe(200)
        expect((await ask('/readyz')).statusCode).toBe(200)
      }
    } finally {
      await limited.close()
    }
  })

  it('refuses an ID token it cannot verify with 401 (no emulator, Google keys out of reach)', async () => {
    const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST
    try {
      const verify = firebaseVerifier('seedling-test')
      const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'k1', typ: 'JWT' })).toString(
        'base64url',
      )
      const now = Math.floor(Date.now() / 1000)
      const claims = Buffer.from(
        JSON.stringify({
          iss: 'https://securetoken.google.com/seedling-test',
          aud: 'seedling-test',
          sub: 'someone',
          iat: now,
          exp: now + 3600,
          auth_time: now,
        }),
      ).toString('base64url')
      expect(await verify(`${header}.${claims}.c2lnbmF0dXJl`)).toBeNull()
      expect(await verify('not-a-token')).toBeNull()
    } finally {
      if (saved !== undefined) process.env.FIREBASE_AUTH_EMULATOR_HOST = saved
    }
  })

  it('checks a trusted token once until it expires, and a refused one every time', async () => {
    const checked: string[] = []
    const verify = rememberVerified(
      async (token) => {
        checked.push(token)
        if (token.startsWith('forged')) return null
        return { uid: token, emailVerified: true, expiresAt: Date.now() + 300 }
      },
      { ttlMs: 60_000 },
    )
    expect(await verify('a')).toMatchObject({ uid: 'a' })
    expect(await verify('a')).toMatchObject({ uid: 'a' })
    expect(await verify('b')).toMatchObject({ uid: 'b' })
    expect(await verify('forged')).toBeNull()
    expect(await verify('forged')).toBeNull()
    expect(checked).toEqual(['a', 'b', 'forged', 'forged'])
    // Past its expiry the token is checked again (and refused by a real verifier).
    await new Promise((resolve) => setTimeout(resolve, 400))
    await verify('a')
    expect(checked).toEqual(['a', 'b', 'forged', 'forged', 'a'])
    // The real verifiers say when their tokens expire.
    const token = await tokenFor('remembered')
    expect((await demoVerifier(token))?.expiresAt).toBeGreaterThan(Date.now())
  })
})

describe('configuration', () => {
  it('names every missing or bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError)
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n')
      expect(problems).toContain('PORT')
      expect(problems).toContain('DATABASE_URL must be a postgres:// URL')
    }
    try {
      loadConfig({ NODE_ENV: 'production', SEEDLING_DEMO_TOKENS: '1' })
      expect.unreachable()
    } catch (error) {
      const problems = (error as ConfigError).problems
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringContaining('SEEDLING_DEMO_TOKENS is for development only'),
          expect.stringContaining('SMTP_URL is required in production'),
          expect.stringContaining('OTP_SECRET is required in production'),
          expect.stringContaining('FIREBASE_PROJECT_ID is required in production'),
        ]),
      )
    }
  })

  it('in production refuses the emulator, and wants both addresses the e-mails link to', () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'Seedling <codes@seedling.example>',
      OTP_SECRET: 'x'.repeat(32),
      FIREBASE_PROJECT_ID: 'seedling-prod',
      ALLOWED_ORIGINS: 'https://seedling.example',
      PUBLIC_URL: 'https://api.seedling.example',
      APP_URL: 'https://seedling.example',
    }
    expect(loadConfig(production).NODE_ENV).toBe('production')
    const problemsOf = (env: Record<string, string | undefined>) => {
      try {
        loadConfig(env)
      } catch (error) {
        return (error as ConfigError).problems
      }
      return []
    }
    expect(problemsOf({ ...production, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toEqual([
      expect.stringMatching(/^FIREBASE_AUTH_EMULATOR_HOST is for development only/),
    ])
    expect(problemsOf({ ...production, PUBLIC_URL: undefined, APP_URL: undefined })).toEqual([
      expect.stringMatching(/^PUBLIC_URL is required in production/),
      expect.stringMatching(/^APP_URL is required in production/),
    ])
    // Web Push: its three settings together, or none (no pushes).
    expect(
      problemsOf({
        ...production,
        VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
        VAPID_SUBJECT: undefined,
      }),
    ).toEqual([
      expect.stringMatching(/^VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together/),
    ])
    // A real database with NODE_ENV forgotten is production, and says how it was taken.
    const database = { DATABASE_URL: 'postgres://seedling@db.example/seedling' }
    expect(problemsOf({ ...production, NODE_ENV: undefined, ...database })).toEqual([])
    expect(loadConfig({ ...production, NODE_ENV: undefined, ...database }).NODE_ENV).toBe(
      'production',
    )
    const forgotten = problemsOf({ ...database, SEEDLING_DEMO_TOKENS: '1' })
    expect(forgotten[0]).toMatch(/^NODE_ENV is unset and DATABASE_URL is set: taken as production/)
    expect(forgotten).toContain(
      'SEEDLING_DEMO_TOKENS is for development only; unset it in production',
    )
    expect(loadConfig({ ...database, NODE_ENV: 'development' }).NODE_ENV).toBe('development')
    expect(loadConfig({}).NODE_ENV).toBe('development')

    // Each missing or forbidden setting on its own: one line, naming it and what to do.
    const one: [Record<string, string | undefined>, RegExp][] = [
      [{ PUBLIC_URL: undefined }, /^PUBLIC_URL is required in production: .*\(e\.g\. https:/],
      [{ APP_URL: undefined }, /^APP_URL is required in production: .*\(e\.g\. https:/],
      [{ OTP_SECRET: undefined }, /^OTP_SECRET is required in production \(32 or more/],
      [{ SMTP_URL: undefined }, /^SMTP_URL is required in production/],
      [{ MAIL_FROM: undefined }, /^MAIL_FROM is required in production/],
      [{ FIREBASE_PROJECT_ID: undefined }, /^FIREBASE_PROJECT_ID is required in production/],
      [{ ALLOWED_ORIGINS: undefined }, /^ALLOWED_ORIGINS is required in production/],
      [
        { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
        /^FIREBASE_AUTH_EMULATOR_HOST .*unset it/,
      ],
      [{ SEEDLING_DEMO_TOKENS: '1' }, /^SEEDLING_DEMO_TOKENS is for development only; unset it/],
      [{ SEEDLING_SEED: 'demo' }, /^SEEDLING_SEED is for development only; unset it/],
    ]
    for (const [change, line] of one)
      expect(problemsOf({ ...production, ...change })).toEqual([expect.stringMatching(line)])
  })
})

/** The founder's edit of their startup through the API, with a new slogan. */
describe("a user's history, kept while its version stands", () => {
  it('is sent again as kept until the database moves its version, to its user alone', async () => {
    const { founder, investor, startupId, name } = await founderAndInvestor(base, 'kept-history')
    const pay = async (amount: number) => {
      const code = await askCodeByMail(mail, base, investor, startupId, amount)
      expect((await verifyCode(base, investor, code)).status).toBe(201)
    }
    await pay(1_000)
    const history = async (uid: string, headers: Record<string, string> = {}) => {
      const answer = await fetch(`${base}/api/payments/history/${uid}`, {
        headers: { authorization: `Bearer ${await tokenFor(uid)}`, ...headers },
      })
      return { answer, body: answer.status === 200 ? await answer.json() : null }
    }
    const first = await history(investor)
    expect(first.answer.status).toBe(200)
    expect(first.body.data).toHaveLength(1)
    const tag = first.answer.headers.get('etag')!
    // Kept from its second read (a history read once is not worth keeping).
    expect((await history(investor)).body).toEqual(first.body)
    // A change the database's triggers do not see (as if it had not happened): the answer kept.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`)
      await tx.update(startups).set({ name: 'Unseen name' }).where(eq(startups.id, startupId))
    })
    const kept = await history(investor)
    expect(kept.body).toEqual(first.body)
    expect(kept.answer.headers.get('etag')).toBe(tag)
    expect(kept.answer.headers.get('cache-control')).toBe('private, no-cache')
    expect((await history(investor, { 'if-none-match': tag })).answer.status).toBe(304)
    // Nobody else is answered what is kept: the founder asking for it is refused.
    const other = await history(investor, { authorization: `Bearer ${await tokenFor(founder)}` })
    expect(other.answer.status).toBe(403)
    // A change the database sees moves the version: the next read is the database's.
    await database.db.update(startups).set({ name }).where(eq(startups.id, startupId))
    const renamed = await history(investor)
    expect(renamed.body.data[0].startupData.name).toBe(name)
    await pay(2_000)
    const paid = await history(investor, { 'if-none-match': renamed.answer.headers.get('etag')! })
    expect(paid.answer.status).toBe(200)
    expect(
      paid.body.data.map(
        (record: { paymentData: { amount: number } }) => record.paymentData.amount,
      ),
    ).toEqual([2_000, 1_000])
    expect((await history(founder)).body.data).toHaveLength(2)
  })
})

describe("a startup's answer, kept for the next signed-out visitors", () => {
  it("is kept for visitors while another process writes; a signed-in caller and this process's writes see the change at once", async () => {
    const kept = await inMemoryApp(mail, { STARTUP_KEEP_MS: '60000' })
    try {
      const { founder, investor, startupId } = await founderAndInvestor(kept.base, 'kept-detail')
      const slogan = async (path: string, uid?: string) => {
        const answer = await call(kept.base, path, uid ? { uid } : {})
        expect(answer.status).toBe(200)
        expect(answer.data.data).toHaveLength(1)
        return answer.data.data[0].slogan as string
      }
      const page = `startups/data/${startupId}`
      const before = await slogan(page)
      // Another process's write (straight into the database).
      await kept.database.db
        .update(startups)
        .set({ slogan: 'Changed elsewhere' })
        .where(eq(startups.id, startupId))
      // A visitor gets the answer kept; the investor, signed in, the database's.
      expect(await slogan(page)).toBe(before)
      expect(await slogan(page, investor)).toBe('Changed elsewhere')
      // Another address is another answer, read afresh.
      expect(await slogan(`${page}?from=share`)).toBe('Changed elsewhere')
      // A visitor's page view changes nothing kept: what is kept still answers.
      const view = await call(kept.base, 'startups/view', {
        method: 'POST',
        json: { startupid: startupId },
      })
      expect(view.status).toBeLessThan(300)
      expect(await slogan(page)).toBe(before)
      // A write this process answers (the founder's edit) shows to the next visitor at once.
      await editSlogan(kept.base, founder, startupId, 'Edited here')
      expect(await slogan(page)).toBe('Edited here')
    } finally {
      await kept.stop()
    }
  })

  it('is not kept with no time to keep it', async () => {
    const fresh = await inMemoryApp(mail, { STARTUP_KEEP_MS: '0' })
    try {
      const { startupId } = await founderAndInvestor(fresh.base, 'unkept-detail')
      const slogan = async () =>
        (await call(fresh.base, `startups/data/${startupId}`)).data.data[0].slogan as string
      await slogan()
      await fresh.database.db
        .update(startups)
        .set({ slogan: 'Changed elsewhere' })
        .where(eq(startups.id, startupId))
      expect(await slogan()).toBe('Changed elsewhere')
    } finally {
      await fresh.stop()
    }
  })
})

/**
 * Reads `path` (given the startup's name) on a server keeping explore's answers a minute: another
 * process's write (straight into the database) leaves the answer kept as it was; a write this
 * process answers (the founder's edit) shows to the next read at once.
 */
async function expectKeptUntilWritten(label: string, path: (name: string) => string) {
  const kept = await inMemoryApp(mail, { EXPLORE_KEEP_MS: '60000' })
  try {
    const { founder, startupId, name } = await founderAndInvestor(kept.base, label)
    const slogan = async () => {
      const page = await call(kept.base, path(name))
      expect(page.status).toBe(200)
      return page.data.message.find((s: { _id: string }) => s._id === startupId)?.slogan
    }
    const before = await slogan()
    expect(before).toBeTruthy()
    await kept.database.db
      .update(startups)
      .set({ slogan: 'Changed elsewhere' })
      .where(eq(startups.id, startupId))
    expect(await slogan()).toBe(before)
    await editSlogan(kept.base, founder, startupId, 'Edited here')
    expect(await slogan()).toBe('Edited here')
  } finally {
    await kept.stop()
  }
}

describe("explore's pages, kept for the next visitors", () => {
  it("answer the page kept while another process writes, and this process's writes at once", () =>
    expectKeptUntilWritten('kept-page', () => 'startups/explore?limit=50&sort=newest'))

  it('keep a search the same way: the visitors looking for the same words share it', () =>
    expectKeptUntilWritten(
      'kept-search',
      (name) => `startups/explore?limit=24&q=${encodeURIComponent(name)}`,
    ))

  it('keep a page after a cursor the same way: every visitor who scrolls asks for it', async () => {
    const kept = await inMemoryApp(mail, { EXPLORE_KEEP_MS: '60000' })
    try {
      const made = [
        await founderAndInvestor(kept.base, 'kept-one'),
        await founderAndInvestor(kept.base, 'kept-two'),
      ]
      const first = await call(kept.base, 'startups/explore?limit=1&sort=newest')
      const secondPage = async () => {
        const page = await call(
          kept.base,
          `startups/explore?limit=1&sort=newest&cursor=${first.data.next}`,
        )
        expect(page.status).toBe(200)
        return page.data.message.map((s: { _id: string; slogan: string }) => [s._id, s.slogan])
      }
      const [[id, before]] = await secondPage()
      // The one of the two the sort puts second.
      const second = made.find((m) => m.startupId === id)!
      await kept.database.db
        .update(startups)
        .set({ slogan: 'Changed elsewhere' })
        .where(eq(startups.id, second.startupId))
      expect(await secondPage()).toEqual([[id, before]])
      await editSlogan(kept.base, second.founder, second.startupId, 'Edited here')
      expect(await secondPage()).toEqual([[id, 'Edited here']])
    } finally {
      await kept.stop()
    }
  })
})
