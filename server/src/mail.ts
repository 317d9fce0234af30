import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import { formatIndianNumber, istTime } from '@/domain/format'
import type { Outcome } from '@/domain/raise'

export interface OtpMessage {
  to: string
  name: string
  code: string
  amount: number
  startupName: string
  expiresAt: Date
}

/** A founder's update, e-mailed to one investor of the startup. */
export interface UpdateMessage {
  to: string
  name: string
  startupName: string
  title: string
  body: string
  /** The startup's page in the app. */
  pageUrl: string
  /** Stops update e-mails from this startup to this investor (a page with one button). */
  unsubscribeUrl: string
}

/** A raise's outcome, e-mailed to one of its investors or its founder. */
export interface OutcomeMessage {
  to: string
  name: string
  startupName: string
  outcome: Outcome
  /** What the reader gets back (an investor of a raise not funded); 0 otherwise. */
  refunded: number
  founder: boolean
  /** Where to read it in the app (Funded, or the founder's dashboard). */
  pageUrl: string
}

export interface Mailer {
  sendOtp(message: OtpMessage): Promise<void>
  sendUpdate(message: UpdateMessage): Promise<void>
  sendOutcome(message: OutcomeMessage): Promise<void>
  close(): void
}

/** Text put into HTML as text (e-mails and the server's few pages). */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  )

/** The one-time code e-mail: plain text and HTML, naming the amount, the startup and the expiry. */
export function otpEmail(message: OtpMessage) {
  const amount = `₹${formatIndianNumber(message.amount)}`
  const until = istTime(message.expiresAt)
  const subject = `Your Seedling code: ${message.code}`
  const text = [
    `Hello ${message.name},`,
    '',
    `Your one-time code to invest ${amount} in ${message.startupName} is:`,
    '',
    `    ${message.code}`,
    '',
    `It works once, until ${until} (5 minutes). If you did not ask for it, ignore this e-mail:`,
    'no money moves without the code.',
    '',
    'Seedling',
  ].join('\n')
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a202c">
<p>Hello ${escapeHtml(message.name)},</p>
<p>Your one-time code to invest <strong>${escapeHtml(amount)}</strong> in <strong>${escapeHtml(message.startupName)}</strong> is:</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:700">${message.code}</p>
<p>It works once, until ${until} (5 minutes). If you did not ask for it, ignore this e-mail: no money moves without the code.</p>
<p>Seedling</p>
</body></html>`
  return { subject, text, html }
}

/**
 * The update e-mail: the founder's words as plain text (markdown is readable as it is; nothing
 * they wrote becomes HTML), a link to the startup's page, and an unsubscribe link in the body
 * and in the List-Unsubscribe headers (one click, RFC 8058).
 */
export function updateEmail(message: UpdateMessage) {
  const subject = `${message.startupName}: ${message.title}`
  const text = [
    `Hello ${message.name},`,
    '',
    `${message.startupName} posted an update:`,
    '',
    message.title,
    '',
    message.body,
    '',
    `Read it on Seedling: ${message.pageUrl}`,
    '',
    `You get this because you invested in ${message.startupName}.`,
    `Stop these e-mails: ${message.unsubscribeUrl}`,
  ].join('\n')
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a202c">
<p>Hello ${escapeHtml(message.name)},</p>
<p><strong>${escapeHtml(message.startupName)}</strong> posted an update:</p>
<h2>${escapeHtml(message.title)}</h2>
<div style="white-space:pre-wrap">${escapeHtml(message.body)}</div>
<p><a href="${escapeHtml(message.pageUrl)}">Read it on Seedling</a></p>
<p style="color:#4a5568;font-size:13px">You get this because you invested in ${escapeHtml(message.startupName)}. <a href="${escapeHtml(message.unsubscribeUrl)}">Stop these e-mails</a></p>
</body></html>`
  return {
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/** The outcome e-mail: what was decided at the close and, when not funded, what comes back. */
export function outcomeEmail(message: OutcomeMessage) {
  const funded = message.outcome === 'funded'
  const subject = funded
    ? `${message.startupName} is funded`
    : `${message.startupName} was not funded${message.founder ? '' : ': your money is refunded'}`
  const what = message.founder
    ? funded
      ? 'Your raise closed and is funded: the investments are final.'
      : 'Your raise closed short of its target, so every investment standing was refunded.'
    : funded
      ? `The raise of ${message.startupName} closed and is funded: your investment is final.`
      : `The raise of ${message.startupName} closed short of its target, so every payment was refunded: ₹${formatIndianNumber(message.refunded)} goes back to you the way you paid.`
  const text = [
    `Hello ${message.name},`,
    '',
    what,
    '',
    `See it on Seedling: ${message.pageUrl}`,
  ].join('\n')
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a202c">
<p>Hello ${escapeHtml(message.name)},</p>
<p>${escapeHtml(what)}</p>
<p><a href="${escapeHtml(message.pageUrl)}">See it on Seedling</a></p>
</body></html>`
  return { subject, text, html }
}

/**
 * Connections to the mail server a process keeps for codes: a code waits for one only when this
 * many are sending already (nodemailer queues it; an investor's request holds until it is sent).
 */
export const CODE_CONNECTIONS = 8
/** Connections for updates and outcomes: as many as their queues' workers send at once. */
export const NOTICE_CONNECTIONS = 4

/**
 * One-time codes by e-mail over SMTP. Without SMTP_URL (development only; the configuration
 * refuses it in production) the code is written to the log with a warning instead.
 */
export function createMailer(
  options: {
    smtpUrl?: string | undefined
    from?: string | undefined
    /** How long a code's e-mail may wait on a silent mail server (MAIL_CODE_TIMEOUT_SECONDS). */
    codeTimeoutMs?: number
  },
  log: FastifyBaseLogger,
): Mailer {
  const from = options.from ?? 'Seedling <codes@seedling.invalid>'
  if (!options.smtpUrl) {
    log.warn('SMTP_URL is not set: one-time codes are written to this log, not e-mailed')
    return {
      async sendOtp(message) {
        log.warn(
          { to: message.to, amount: message.amount, startup: message.startupName },
          `one-time code ${message.code} (not e-mailed: no SMTP_URL)`,
        )
      },
      async sendUpdate(message) {
        log.info(
          { to: message.to, startup: message.startupName },
          'update not e-mailed: no SMTP_URL',
        )
      },
      async sendOutcome(message) {
        log.info(
          { to: message.to, startup: message.startupName, outcome: message.outcome },
          'outcome not e-mailed: no SMTP_URL',
        )
      },
      close() {},
    }
  }
  // Connections kept open and reused (nodemailer's pool): a code's e-mail no longer opens a
  // connection of its own (TCP, greeting, EHLO, and with a provider TLS and AUTH) while the
  // investor waits. Codes have a pool of their own, so that a burst of updates or outcomes
  // queued behind the notices' connections never holds a code back; the notices' pool has the
  // connections its queues' workers can use at once (two queues, two sends each).
  // A code's connection gives up on a mail server silent for `codeTimeoutMs` (at connecting, at
  // its greeting, or mid-exchange): the send fails, so the code is voided and the investor told
  // to try again, rather than waiting on nodemailer's 10 minutes. A pooled connection idle that
  // long is closed too, and opened again for the next code.
  const pooled = (maxConnections: number, timeouts = {}) =>
    nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections, ...timeouts })
  const codeTimeoutMs = options.codeTimeoutMs ?? 20_000
  const codes = pooled(CODE_CONNECTIONS, {
    connectionTimeout: codeTimeoutMs,
    greetingTimeout: codeTimeoutMs,
    socketTimeout: codeTimeoutMs,
  })
  const notices = pooled(NOTICE_CONNECTIONS)
  return {
    async sendOtp(message) {
      await codes.sendMail({ from, to: message.to, ...otpEmail(message) })
    },
    async sendUpdate(message) {
      await notices.sendMail({ from, to: message.to, ...updateEmail(message) })
    },
    async sendOutcome(message) {
      await notices.sendMail({ from, to: message.to, ...outcomeEmail(message) })
    },
    close() {
      codes.close()
      notices.close()
    },
  }
}
