import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { writeWhole } from '../src/write-whole'

export interface CaughtMail {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
}

/**
 * A real SMTP server on loopback for tests: it accepts every message, parses it, keeps it in
 * memory and, when given a folder, writes it there as JSON (so a browser test in another
 * process can read it).
 */
export async function startMailCatcher(
  options: {
    port?: number
    /** Where it listens: loopback unless a test names another address of its own. */
    host?: string
    dir?: string
    /** Addresses this mail server refuses (550), as a real one refuses an unknown mailbox. */
    refuses?: (address: string) => boolean
    /** How long it takes to accept each recipient, as a slow mail server does (asked each time). */
    delayMs?: () => number
    /**
     * While this says so, a recipient is not answered at all until the catcher closes, as a mail
     * server that hangs (asked each time, with the address): a sender waiting there has had
     * nothing accepted.
     */
    stalls?: (address: string) => boolean
  } = {},
) {
  const messages: CaughtMail[] = []
  /** Ends each recipient left unanswered; `close` calls them. */
  const unanswered = new Set<() => void>()
  /** Every address refused so far, one entry per refusal. */
  const refused: string[] = []
  const waiters = new Set<() => void>()
  let connections = 0
  if (options.dir) mkdirSync(options.dir, { recursive: true })
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Senders keep their connections open (the server's mailer pools them): on close, those
    // still open are ended (421) after a tenth of a second rather than waited for (30 s).
    closeTimeout: 100,
    onConnect(_session, callback) {
      connections++
      callback()
    },
    async onRcptTo(address, _session, callback) {
      const delay = options.delayMs?.() ?? 0
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
      if (options.stalls?.(address.address.toLowerCase())) {
        await new Promise<void>((resolve) => unanswered.add(resolve))
        callback(Object.assign(new Error('4.3.2 Closing'), { responseCode: 421 }))
        return
      }
      if (options.refuses?.(address.address.toLowerCase())) {
        refused.push(address.address.toLowerCase())
        const refusal = Object.assign(new Error('5.1.1 No such mailbox here'), {
          responseCode: 550,
        })
        callback(refusal)
      } else callback()
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap(
            (address) => address.value.map((v) => (v.address ?? '').toLowerCase()),
          )
          const mail: CaughtMail = {
            to,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          }
          messages.push(mail)
          // Whole or not at all: a reader in another process once read a file still empty.
          if (options.dir)
            writeWhole(
              join(options.dir, `${Date.now()}-${messages.length}.json`),
              JSON.stringify(mail),
            )
          for (const wake of waiters) wake()
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port!
  return {
    port,
    url: `smtp://${options.host ?? '127.0.0.1'}:${port}`,
    messages,
    refused,
    /** How many connections senders have opened so far. */
    get connections() {
      return connections
    },
    /** How many recipients are waiting for an answer that `stalls` holds back. */
    get stalled() {
      return unanswered.size
    },
    /** The next message to this address after `since` messages, within the timeout. */
    async next(to: string, since = 0, timeoutMs = 10_000): Promise<CaughtMail> {
      const find = () => messages.slice(since).findLast((m) => m.to.includes(to.toLowerCase()))
      const until = Date.now() + timeoutMs
      for (;;) {
        const found = find()
        if (found) return found
        if (Date.now() > until) throw new Error(`no e-mail to ${to} arrived within ${timeoutMs} ms`)
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake)
            resolve()
          }
          waiters.add(wake)
          setTimeout(wake, 200)
        })
      }
    },
    close: () => {
      for (const answer of unanswered) answer()
      unanswered.clear()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>

/** The six-digit code in a one-time-code e-mail. */
export function codeIn(mail: CaughtMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text)
  if (!match) throw new Error(`no code in the e-mail "${mail.subject}"`)
  return match[1]!
}
