import { spawnSync } from 'node:child_process'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres } from '../../scripts/postgres.mjs'
import { TEST_CLI_ARGS } from '../../scripts/server-process.ts'
import {
  askCodeByMail,
  call,
  emailOf,
  founderAndInvestor,
  investEach,
  newInvestor,
  requestCode,
  startServerProcess,
  verifyCode,
  type ServerProcess,
} from './helpers'
import { send } from './load-balancer'
import { startMailCatcher, type MailCatcher } from './mail-catcher'

/**
 * Seedling's server on a real PostgreSQL (Debian's, a throw-away cluster on loopback), as it
 * runs in production: several processes on one database, crashes, database restarts.
 */
let cluster: ReturnType<typeof startPostgres>
let mail: MailCatcher
let sql: pg.Pool
/** How long the mail server takes to accept each recipient, from now on. */
let mailDelayMs = 0
/** Whether the mail server leaves each new recipient unanswered, from now on. */
let mailStalls = false

beforeAll(async () => {
  cluster = startPostgres({ port: 55434 })
  mail = await startMailCatcher({ delayMs: () => mailDelayMs, stalls: () => mailStalls })
  sql = new pg.Pool({ connectionString: cluster.url, max: 2 })
})

afterAll(async () => {
  await sql?.end()
  await mail?.close()
  cluster?.destroy()
})

const serverEnv = (port: number) => ({
  PORT: String(port),
  DATABASE_URL: cluster.url,
  SMTP_URL: mail.url,
})

const paymentsOf = async (startupId: string) =>
  (await sql.query('select id, amount from payments where startup_id = $1', [startupId])).rows
const totalOf = async (startupId: string) =>
  Number(
    (await sql.query('select funds_received from startups where id = $1', [startupId])).rows[0]
      .funds_received,
  )

describe('two server processes on one PostgreSQL', () => {
  // The checks use the same two processes: each start costs seconds of CPU, and each check
  // has accounts and a startup of its own.
  let a: ServerProcess
  let b: ServerProcess
  /** The flood limit per address and minute, low enough for a check to reach it. */
  const FLOOD_LIMIT = 300
  beforeAll(async () => {
    const env = (port: number) => ({
      ...serverEnv(port),
      RATE_LIMIT_PER_MINUTE: String(FLOOD_LIMIT),
    })
    ;[a, b] = await Promise.all([startServerProcess(env(5081)), startServerProcess(env(5082))])
  })
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
  })

  it('20 concurrent Verify requests with one code, split across both, record one payment', async () => {
    const { investor, startupId } = await founderAndInvestor(a.url, 'race')
    const code = await askCodeByMail(mail, b.url, investor, startupId, 7_000)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? b.url : a.url, 'payments/verifypayment', {
          uid: investor,
          json: { useruid: investor, otp: code },
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    // One payment made (201); every other attempt answers that same payment (200).
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 200)).toHaveLength(19)
    expect(new Set(answers.map((answer) => answer.data.data._id)).size).toBe(1)
    expect(await paymentsOf(startupId)).toHaveLength(1)
    expect(await totalOf(startupId)).toBe(7_000)
    console.log(
      `concurrency: 20 verifies over 2 processes → ${statuses.filter((s) => s === 201).length} payment, total ₹${await totalOf(startupId)}`,
    )
  })

  it('two investors racing for the last of the 200 places of the year, one on each process: one pays, the other is refused', async () => {
    const { investor, startupId } = await founderAndInvestor(a.url, 'last-place')
    // 199 investors already hold a place this year (written here: the contract suite makes its
    // 200 through the API).
    await sql.query(
      `insert into users (uid, email, name, role)
         select 'place-' || n, 'place-' || n || '@example.com', 'Investor ' || n, 'investor'
         from generate_series(1, 199) n`,
    )
    await sql.query(
      `insert into payments (id, user_uid, startup_id, amount, created_at)
         select 'place-payment-' || n, 'place-' || n, $1, 100, now() from generate_series(1, 199) n`,
      [startupId],
    )
    const rival = 'last-place-rival'
    await newInvestor(b.url, rival)
    // Both got a code while a place was free; they verify at the same moment on two processes.
    const codes = await Promise.all([
      askCodeByMail(mail, a.url, investor, startupId, 1_000),
      askCodeByMail(mail, b.url, rival, startupId, 2_000),
    ])
    const answers = await Promise.all([
      verifyCode(a.url, investor, codes[0]),
      verifyCode(b.url, rival, codes[1]),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    const refused = answers.find((answer) => answer.status === 409)!
    expect(refused.data.error).toMatchObject({
      code: 'investor_limit',
      message: 'This raise has reached the 200 investors the law allows this year',
    })
    const holders = await sql.query(
      'select count(distinct user_uid)::int as n from payments where startup_id = $1',
      [startupId],
    )
    expect(holders.rows[0].n).toBe(200)
    // The one who lost the race asks again: refused before any code is sent.
    const loser = answers[0]!.status === 409 ? investor : rival
    const sent = mail.messages.length
    const again = await requestCode(a.url, loser, startupId, 500)
    expect(again.status).toBe(409)
    expect(mail.messages.length).toBe(sent)
  })

  it("keeps a startup's investor count and the histories right through payments and cancellations racing on both processes", async () => {
    const { startupId, founder } = await founderAndInvestor(a.url, 'count-race')
    const on = (i: number) => (i % 2 ? b.url : a.url)
    const investors = Array.from({ length: 16 }, (_, i) => `count-race-${i}`)
    for (const [i, uid] of investors.entries()) await newInvestor(on(i), uid)
    /** Each investor at `indexes` gets a code, then all verify at once, split across both. */
    const codesFor = async (indexes: number[]) => {
      const codes: Array<[number, string]> = []
      for (const i of indexes)
        codes.push([i, await askCodeByMail(mail, on(i), investors[i]!, startupId, 1_000)])
      return codes
    }
    const verifyAll = (codes: Array<[number, string]>) =>
      codes.map(async ([i, code]) => {
        const paid = await verifyCode(on(i + 1), investors[i]!, code)
        expect(paid.status).toBe(201)
        return paid.data.data._id as string
      })
    const range = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => from + i)
    const first = await Promise.all(verifyAll(await codesFor(range(0, 12))))
    /** A history as a process answers it: each payment's id, and whether it was cancelled. */
    const history = async (url: string, uid: string) => {
      const read = await call(url, `payments/history/${uid}`, { uid })
      expect(read.status).toBe(200)
      const records = read.data.data as Array<{ paymentData: { _id: string; cancelledAt: null } }>
      return records.map(({ paymentData }) => [paymentData._id, paymentData.cancelledAt !== null])
    }
    // Both processes keep the histories (the founder's, each investor's), read twice on each...
    for (const url of [a.url, b.url])
      for (const uid of [founder, ...investors])
        expect(await history(url, uid)).toEqual(await history(url, uid))
    // Then at once: 0–3 pay again, 12–15 pay a first time, 4–9 cancel theirs.
    const second = await codesFor([...range(0, 4), ...range(12, 16)])
    const cancels = range(4, 10).map(async (i) => {
      const cancelled = await call(on(i + 1), 'payments/cancel', {
        uid: investors[i],
        json: { useruid: investors[i], paymentid: first[i] },
      })
      expect(cancelled.status).toBe(200)
    })
    await Promise.all([...verifyAll(second), ...cancels])
    const counted = await sql.query(
      `select investor_count as kept,
         (select count(distinct user_uid)::int from payments
           where startup_id = $1 and cancelled_at is null) as standing
       from startups where id = $1`,
      [startupId],
    )
    // 0–3 (twice each), 10–11 and 12–15: ten investors; 4–9 have nothing standing.
    expect(counted.rows[0]).toEqual({ kept: 10, standing: 10 })
    for (const url of [a.url, b.url]) {
      const seen = await call(url, `startups/data/${startupId}`, { uid: investors[0] })
      expect(seen.data.data[0].investors).toBe(10)
    }
    // ...and answer them as the database has them, whichever process took each write.
    const { rows } = await sql.query(
      `select id, user_uid, cancelled_at is not null as cancelled from payments
        where startup_id = $1 order by created_at desc, id desc`,
      [startupId],
    )
    const held = (of: typeof rows) => of.map((row) => [row.id, row.cancelled])
    expect(rows).toHaveLength(20)
    for (const url of [a.url, b.url]) {
      expect(await history(url, founder)).toEqual(held(rows))
      for (const uid of investors)
        expect(await history(url, uid)).toEqual(held(rows.filter((row) => row.user_uid === uid)))
    }
  })

  it('share one code-request limit, held by the database: the fourth code in a minute is refused on either', async () => {
    const { investor, startupId } = await founderAndInvestor(a.url, 'shared-limit')
    const ask = (url: string) => requestCode(url, investor, startupId, 100)
    const statuses = [
      (await ask(a.url)).status,
      (await ask(b.url)).status,
      (await ask(a.url)).status,
    ]
    expect(statuses).toEqual([200, 200, 200])
    const fourth = await ask(b.url)
    expect(fourth.status).toBe(429)
    expect(fourth.data.error.code).toBe('too_many_requests')
    expect((await ask(a.url)).status).toBe(429)
  })

  it('appoints operators with server:operator, on the record, which refuses every change', async () => {
    const uid = 'appointed-operator'
    const cli = (...args: string[]) => {
      const answer = spawnSync(process.execPath, [...TEST_CLI_ARGS, 'operator', ...args], {
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, DATABASE_URL: cluster.url, LOG_LEVEL: 'warn' },
      })
      return { code: answer.status, out: answer.stdout, err: answer.stderr }
    }
    const unknown = cli('grant', 'nobody@example.com')
    expect(unknown.code).toBe(1)
    expect(unknown.err).toContain('No Seedling account has the e-mail address nobody@example.com')
    expect(cli('promote', emailOf(uid)).code).toBe(1)
    await newInvestor(a.url, uid)
    expect((await call(a.url, 'operator/review', { uid })).status).toBe(403)
    const granted = cli('grant', emailOf(uid).toUpperCase(), '--reason', 'Runs the review desk')
    expect(granted.code, granted.err).toBe(0)
    expect(granted.out).toContain(`${emailOf(uid)} is now an operator`)
    expect(cli('list').out).toContain(emailOf(uid))
    // Either process reads the role from the database at once.
    expect((await call(b.url, 'operator/review', { uid })).status).toBe(200)
    expect((await call(b.url, `users/getuser/${uid}`, { uid })).data.role).toBe('operator')
    expect(cli('grant', emailOf(uid)).out).toContain('already an operator')
    const revoked = cli('revoke', emailOf(uid))
    expect(revoked.out).toContain('is no longer an operator')
    expect((await call(a.url, 'operator/review', { uid })).status).toBe(403)
    // The investor it was keeps its role.
    expect((await call(a.url, `users/getuser/${uid}`, { uid })).data.role).toBe('investor')

    const { rows } = await sql.query(
      `select action, operator_uid, thing_id, reason from operator_log
        where thing_id = $1 order by id`,
      [uid],
    )
    expect(rows).toEqual([
      { action: 'grant', operator_uid: null, thing_id: uid, reason: 'Runs the review desk' },
      {
        action: 'revoke',
        operator_uid: null,
        thing_id: uid,
        reason: "appointed by the server's operator command",
      },
    ])
    // Append-only: no statement changes or removes an entry, not even the server's own role.
    for (const statement of [
      `update operator_log set reason = 'nothing happened' where thing_id = '${uid}'`,
      `delete from operator_log where thing_id = '${uid}'`,
      'truncate operator_log',
    ])
      await expect(sql.query(statement), statement).rejects.toThrow(/append-only/)
    expect(
      (await sql.query('select count(*)::int as n from operator_log where thing_id = $1', [uid]))
        .rows[0].n,
    ).toBe(2)
  })

  it('share one flood limit per address: together they let no more than it through in a minute', async () => {
    // A window is a minute of the clock: the burst starts at least 15 s before one ends.
    const intoMinute = Date.now() % 60_000
    if (intoMinute > 45_000)
      await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 50))
    const statuses: number[] = []
    // 400 cheap public reads, half to each process, 20 at a time.
    for (let round = 0; round < 20; round += 1)
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            // From an address of its own: the other tests' requests share 127.0.0.1's count.
            send(i % 2 ? b.url : a.url, 'GET', '/api/startups/data/flood-probe', {
              from: '127.0.0.77',
            }).then((answer) => answer.status),
          ),
        )),
      )
    const passed = statuses.filter((status) => status === 200).length
    const refused = statuses.filter((status) => status === 429).length
    // Each process counting alone would have let all 400 through (200 each, under the limit);
    // each takes its counts in blocks, and a flood that goes on past the limit uses them all.
    expect(passed).toBe(FLOOD_LIMIT)
    expect(refused).toBe(400 - passed)
    console.log(
      `flood guard: 400 requests over 2 processes, limit ${FLOOD_LIMIT} → ${passed} passed`,
    )
  })
})

describe('a crash between Get OTP and Verify', () => {
  it('after kill -9 and a restart the code still works, once; nothing is half-written', async () => {
    const first = await startServerProcess(serverEnv(5083))
    const { investor, startupId } = await founderAndInvestor(first.url, 'crash')
    const code = await askCodeByMail(mail, first.url, investor, startupId, 3_500)
    await first.stop('SIGKILL')

    const second = await startServerProcess(serverEnv(5083))
    try {
      const paid = await verifyCode(second.url, investor, code)
      expect(paid.status).toBe(201)
      const again = await verifyCode(second.url, investor, code)
      expect(again.status).toBe(200)
      expect(again.data.data._id).toBe(paid.data.data._id)
      expect(await paymentsOf(startupId)).toHaveLength(1)
      expect(await totalOf(startupId)).toBe(3_500)
      const otps = await sql.query('select status, payment_id from otps where user_uid = $1', [
        investor,
      ])
      expect(otps.rows).toEqual([{ status: 'used', payment_id: paid.data.data._id }])
    } finally {
      await second.stop()
    }
  })
})

describe('kill -9 in the middle of sending an update to its investors', () => {
  it('after a restart every investor gets the e-mail, exactly once', async () => {
    // Faster pauses than production: a job of a killed process is taken again 10 s after its
    // last heartbeat, looked for every second.
    const env = { ...serverEnv(5085), JOBS_SUPERVISE_SECONDS: '1', MAIL_RETRY_SECONDS: '1' }
    const first = await startServerProcess(env)
    let second: ServerProcess | undefined
    try {
      const { founder, investor, startupId, name } = await founderAndInvestor(first.url, 'fanout')
      const others = Array.from({ length: 7 }, (_, i) => `fanout-extra-${i}`)
      for (const uid of others) await newInvestor(first.url, uid)
      const investors = [investor, ...others]
      await investEach(mail, first.url, startupId, investors, 1_000)
      const since = mail.messages.length
      const received = (uid: string) =>
        mail.messages.slice(since).filter((m) => m.to.includes(emailOf(uid))).length
      const total = () => investors.reduce((sum, uid) => sum + received(uid), 0)
      mailDelayMs = 400
      const posted = await call(first.url, 'startups/postupdate', {
        uid: founder,
        json: { useruid: founder, startupid: startupId, title: 'Mid-flight', body: 'Still on.' },
      })
      expect(posted.status).toBe(201)
      await expect.poll(total, { timeout: 20_000, interval: 50 }).toBeGreaterThanOrEqual(2)
      // The kill lands while both of the server's senders (it sends two at a time,
      // server/src/update-mail.ts) wait for the mail server to take a recipient. Each e-mail
      // accepted before is recorded as sent by then: a sender records one before it takes the
      // next job. (A kill in the instant between the mail server's acceptance and that record
      // would send that e-mail again after the restart: SMTP gives at least once, and the
      // record makes the window a few milliseconds. A kill timed on an e-mail's arrival landed
      // in it now and then.)
      mailStalls = true
      await expect.poll(() => mail.stalled, { timeout: 20_000, interval: 50 }).toBe(2)
      await first.stop('SIGKILL')
      const beforeRestart = total()
      expect(beforeRestart).toBeLessThan(investors.length)
      mailDelayMs = 0
      mailStalls = false

      second = await startServerProcess(env)
      await expect
        .poll(() => investors.filter((uid) => received(uid) > 0).length, {
          timeout: 45_000,
          interval: 200,
        })
        .toBe(investors.length)
      // The two jobs the kill left taken are taken again only once their lease runs out (10 s
      // here): every investor has had one e-mail, so those two came back, and with them anything
      // that would go twice. A few seconds more for a straggler.
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      expect(investors.map(received)).toEqual(investors.map(() => 1))
      for (const message of mail.messages.slice(since))
        expect(message.subject).toBe(`${name}: Mid-flight`)
      console.log(
        `kill -9 mid-fan-out: ${beforeRestart} of ${investors.length} sent before the kill, the other ${investors.length - beforeRestart} after the restart, none twice`,
      )
    } finally {
      mailDelayMs = 0
      mailStalls = false
      await first.stop()
      await second?.stop()
    }
  })
})

describe('PostgreSQL restarting under a running server', () => {
  it('/readyz fails while the database is down, then recovers, and requests succeed again', async () => {
    const server = await startServerProcess(serverEnv(5084))
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
      await sql.end()
      cluster.stop()
      expect((await fetch(`${server.url}/readyz`)).status).toBe(503)
      const down = await call(server.url, 'startups/explore')
      expect(down.status).toBe(503)
      expect(down.data.error.code).toBe('unavailable')

      cluster.start()
      const restarted = Date.now()
      await expect
        .poll(async () => (await fetch(`${server.url}/readyz`)).status, {
          timeout: 30_000,
          interval: 100,
        })
        .toBe(200)
      console.log(
        `recovery: /readyz answered 200 ${Date.now() - restarted} ms after PostgreSQL was up again`,
      )
      expect((await call(server.url, 'startups/explore')).status).toBe(200)
      const { investor, startupId } = await founderAndInvestor(server.url, 'recover')
      const code = await askCodeByMail(mail, server.url, investor, startupId, 1_000)
      const paid = await verifyCode(server.url, investor, code)
      expect(paid.status).toBe(201)
    } finally {
      await server.stop()
      sql = new pg.Pool({ connectionString: cluster.url, max: 2 })
    }
  })
})

describe('the close of a raise on PostgreSQL', () => {
  // Each process looks for raises to close every second; a job of a killed process is taken
  // again once its heartbeat (10 s) has been missed.
  const closeEnv = (port: number) => ({
    ...serverEnv(port),
    CLOSES_SWEEP_SECONDS: '1',
    JOBS_SUPERVISE_SECONDS: '1',
    MAIL_RETRY_SECONDS: '1',
  })
  /** Moves a raise's closing date to the past, as the calendar would. */
  const closeYesterday = (startupId: string, kind: 'all_or_nothing' | 'keep') =>
    sql.query(
      "update startups set closes_on = to_char(now() - interval '2 days', 'YYYY-MM-DD'), raise_kind = $2 where id = $1",
      [startupId, kind],
    )
  const outcomeOf = async (startupId: string) =>
    (await sql.query('select outcome, decided_at from startups where id = $1', [startupId]))
      .rows[0] as { outcome: string | null; decided_at: Date | null }
  const refundsOf = async (startupId: string) =>
    (
      await sql.query(
        'select count(*)::int as refunded, count(distinct refund_ref)::int as refs from payments where startup_id = $1 and refunded_at is not null',
        [startupId],
      )
    ).rows[0] as { refunded: number; refs: number }
  const noticesOf = async (uid: string, kind: string) =>
    Number(
      (
        await sql.query('select count(*) from notifications where user_uid = $1 and kind = $2', [
          uid,
          kind,
        ])
      ).rows[0].count,
    )
  const mailsTo = (uid: string, since: number) =>
    mail.messages.slice(since).filter((m) => m.to.includes(emailOf(uid)))

  it('two processes decide each raise once, and a restart decides nothing again; each is e-mailed once', async () => {
    const [a, b] = await Promise.all([
      startServerProcess(closeEnv(5086)),
      startServerProcess(closeEnv(5087)),
    ])
    let again: ServerProcess | undefined
    try {
      const short = await founderAndInvestor(a.url, 'close-short', 100_000)
      const kept = await founderAndInvestor(b.url, 'close-kept', 100_000)
      const others = ['close-extra-1', 'close-extra-2']
      for (const uid of others) await newInvestor(a.url, uid)
      await investEach(mail, a.url, short.startupId, [short.investor, ...others], 2_000)
      await investEach(mail, b.url, kept.startupId, [kept.investor], 3_000)
      const since = mail.messages.length
      await closeYesterday(short.startupId, 'all_or_nothing')
      await closeYesterday(kept.startupId, 'keep')

      await expect
        .poll(async () => (await outcomeOf(short.startupId)).outcome, { timeout: 30_000 })
        .toBe('not_funded')
      await expect
        .poll(async () => (await outcomeOf(kept.startupId)).outcome, { timeout: 30_000 })
        .toBe('funded')
      expect(await refundsOf(short.startupId)).toEqual({ refunded: 3, refs: 3 })
      expect(await refundsOf(kept.startupId)).toEqual({ refunded: 0, refs: 0 })
      // The total stays what it was at the close.
      expect(await totalOf(short.startupId)).toBe(6_000)
      const everyone = [short.investor, ...others, short.founder, kept.investor, kept.founder]
      await expect
        .poll(() => everyone.filter((uid) => mailsTo(uid, since).length > 0).length, {
          timeout: 30_000,
        })
        .toBe(everyone.length)
      const decidedAt = (await outcomeOf(short.startupId)).decided_at

      // Both processes keep looking, and one more starts: nothing is decided or sent again.
      await Promise.all([a.stop(), b.stop()])
      again = await startServerProcess(closeEnv(5088))
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      expect((await outcomeOf(short.startupId)).decided_at).toEqual(decidedAt)
      expect(everyone.map((uid) => mailsTo(uid, since).length)).toEqual(everyone.map(() => 1))
      for (const uid of [short.investor, ...others])
        expect(await noticesOf(uid, 'refunded')).toBe(1)
      expect(await noticesOf(short.founder, 'outcome')).toBe(1)
      expect(await noticesOf(kept.investor, 'outcome')).toBe(1)
      expect(mailsTo(short.investor, since)[0]!.subject).toBe(
        `${short.name} was not funded: your money is refunded`,
      )
      expect(mailsTo(short.investor, since)[0]!.text).toContain('₹2,000 goes back to you')
      expect(mailsTo(kept.investor, since)[0]!.subject).toBe(`${kept.name} is funded`)
    } finally {
      await Promise.all([a.stop(), b.stop(), again?.stop()])
    }
  })

  /** How many sessions run the decision's refund statement now, of those that match `where`. */
  const refundStatements = async (where: string) =>
    (
      await sql.query(
        `select count(*)::int as n from pg_stat_activity
         where ${where} and query like 'update "payments" set "refunded_at"%'`,
      )
    ).rows[0].n as number

  it('kill -9 in the middle of the refunds: after a restart every payment is refunded, none twice', async () => {
    const env = closeEnv(5089)
    const first = await startServerProcess(env)
    let second: ServerProcess | undefined
    try {
      const { founder, startupId } = await founderAndInvestor(first.url, 'close-kill', 1_000_000)
      // Payments written straight into the database, one a millisecond apart: the decision
      // refunds them in that order, one statement each.
      const PEOPLE = 40
      const PAYMENTS = 120
      const HELD = 60
      await sql.query(
        `insert into users (uid, email, name, role)
         select 'close-kill-' || i, 'close-kill-' || i || '@example.com', 'Person ' || i, 'investor'
         from generate_series(1, $1) as i`,
        [PEOPLE],
      )
      await sql.query(
        `insert into payments (id, user_uid, startup_id, amount, created_at)
         select 'close-kill-pay-' || i, 'close-kill-' || (1 + i % $2), $3, 10,
                now() - interval '3 days' + i * interval '1 millisecond'
         from generate_series(1, $1) as i`,
        [PAYMENTS, PEOPLE, startupId],
      )
      await sql.query('update startups set funds_received = $2 where id = $1', [
        startupId,
        PAYMENTS * 10,
      ])
      // The test holds the 60th payment's row: the decision's transaction refunds the first 59,
      // then waits for that row, and the kill lands there, halfway through the refunds.
      const holder = await sql.connect()
      try {
        await holder.query('begin')
        await holder.query('select 1 from payments where id = $1 for update', [
          `close-kill-pay-${HELD}`,
        ])
        await closeYesterday(startupId, 'all_or_nothing')
        await expect
          .poll(() => refundStatements("wait_event_type = 'Lock'"), {
            timeout: 30_000,
            interval: 50,
          })
          .toBe(1)
        await first.stop('SIGKILL')
      } finally {
        await holder.query('rollback')
        holder.release()
      }
      // Its session ends once the row is free, and its transaction with it: the 59 refunds it
      // made are rolled back, nothing half done.
      await expect.poll(() => refundStatements('true'), { timeout: 30_000, interval: 50 }).toBe(0)
      expect((await refundsOf(startupId)).refunded).toBe(0)
      expect((await outcomeOf(startupId)).outcome).toBeNull()

      second = await startServerProcess(env)
      await expect
        .poll(async () => (await outcomeOf(startupId)).outcome, { timeout: 60_000, interval: 250 })
        .toBe('not_funded')
      expect(await refundsOf(startupId)).toEqual({ refunded: PAYMENTS, refs: PAYMENTS })
      const told = (
        await sql.query(
          "select count(*)::int as n, count(distinct user_uid)::int as people from notifications where kind = 'refunded' and user_uid like 'close-kill-%'",
        )
      ).rows[0]
      expect(told).toEqual({ n: PEOPLE, people: PEOPLE })
      expect(await noticesOf(founder, 'outcome')).toBe(1)
      console.log(
        `kill -9 mid-refund: ${PAYMENTS} payments, killed at the ${HELD}th, none refunded by the killed process, all ${PAYMENTS} once after the restart`,
      )
    } finally {
      await first.stop()
      await second?.stop()
    }
  })
})
