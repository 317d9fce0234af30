import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  askCodeByMail,
  call,
  emailOf,
  founderAndInvestor,
  inMemoryApp,
  investEach,
  newInvestor,
} from './helpers'
import { startMailCatcher, type MailCatcher } from './mail-catcher'

/**
 * The server keeps its connections to the mail server open (server/src/mail.ts): a code's e-mail
 * reuses one rather than opening its own, codes do not queue behind updates and outcomes, and a
 * code does not wait on a silent mail server for longer than MAIL_CODE_TIMEOUT_SECONDS.
 */

/** Update e-mails to these addresses are held unanswered until the mail server closes. */
const stalling = new Set<string>()
let mail: MailCatcher
let server: Awaited<ReturnType<typeof inMemoryApp>>

beforeEach(async () => {
  stalling.clear()
  mail = await startMailCatcher({ stalls: (address) => stalling.has(address) })
  server = await inMemoryApp(mail)
})

afterEach(async () => {
  // The mail server first: it answers what it held, so the app's queue can finish and close.
  await mail.close()
  await server.stop()
})

describe("the server's connections to the mail server", () => {
  it("send codes one after another over one connection, each inside its investor's request", async () => {
    const { investor, startupId } = await founderAndInvestor(server.base, 'pooled')
    await askCodeByMail(mail, server.base, investor, startupId, 100)
    const opened = mail.connections
    expect(opened).toBeGreaterThan(0)
    for (const uid of ['pooled-a', 'pooled-b', 'pooled-c']) {
      await newInvestor(server.base, uid)
      const since = mail.messages.length
      const asked = await call(server.base, 'payments/getotp', {
        uid,
        json: { useruid: uid, amount: 200, startupid: startupId },
      })
      expect(asked.status).toBe(200)
      // Accepted by the mail server before the answer: the e-mail stays inside the request.
      expect(mail.messages.slice(since).map((m) => m.to)).toEqual([[emailOf(uid)]])
    }
    expect(mail.connections).toBe(opened)
  })

  it('send a code at once while every update e-mail being sent is stuck at the mail server', async () => {
    const { founder, investor, startupId } = await founderAndInvestor(server.base, 'stuck')
    const funders = ['stuck-a', 'stuck-b', 'stuck-c', 'stuck-d', 'stuck-e']
    for (const uid of funders) await newInvestor(server.base, uid)
    await investEach(mail, server.base, startupId, funders, 500)
    for (const uid of funders) stalling.add(emailOf(uid))
    const posted = await call(server.base, 'startups/postupdate', {
      uid: founder,
      json: { useruid: founder, startupid: startupId, title: 'Held', body: 'Wait.' },
    })
    expect(posted.status).toBe(201)
    // The queue's workers are all waiting on the mail server (two sends at a time a queue).
    await expect.poll(() => mail.stalled, { timeout: 10_000, interval: 50 }).toBe(2)
    const since = mail.messages.length
    const code = await askCodeByMail(mail, server.base, investor, startupId, 700)
    expect(code).toMatch(/^\d{6}$/)
    expect(mail.messages.slice(since).map((m) => m.subject)).toHaveLength(1)
    expect(mail.stalled).toBe(2)
  })
})

describe('a mail server that stops answering', () => {
  it('has the investor told to try again once the code has waited MAIL_CODE_TIMEOUT_SECONDS, the code voided', async () => {
    await server.stop()
    server = await inMemoryApp(mail, { MAIL_CODE_TIMEOUT_SECONDS: '1' })
    const { investor, startupId } = await founderAndInvestor(server.base, 'silent')
    stalling.add(emailOf(investor))
    // Answered after the second it may wait: without it, after nodemailer's ten minutes (past
    // this test's two).
    const asked = await call(server.base, 'payments/getotp', {
      uid: investor,
      json: { useruid: investor, amount: 300, startupid: startupId },
    })
    expect(asked.status).toBe(503)
    expect(mail.stalled).toBe(1)
    // The mail server answers again: the next code goes out, and the silent one never does.
    stalling.clear()
    const code = await askCodeByMail(mail, server.base, investor, startupId, 300)
    expect(code).toMatch(/^\d{6}$/)
    expect(mail.messages.filter((m) => m.to.includes(emailOf(investor)))).toHaveLength(1)
  })
})
