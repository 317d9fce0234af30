import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import { formatIndianNumber } from '@/domain/format'

export interface OtpMessage {
  to: string
  name: string
  code: string
  amount: number
  startupName: string
  expiresAt: Date
}

export interface Mailer {
  sendOtp(message: OtpMessage): Promise<void>
  close(): void
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  )

/** The one-time code e-mail: plain text and HTML, naming the amount, the startup and the expiry. */
export function otpEmail(message: OtpMessage) {
  const amount = `₹${formatIndianNumber(message.amount)}`
  const until = `${message.expiresAt.toISOString().slice(11, 16)} UTC`
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
 * One-time codes by e-mail over SMTP. Without SMTP_URL (development only; the configuration
 * refuses it in production) the code is written to the log with a warning instead.
 */
export function createMailer(
  options: { smtpUrl?: string | undefined; from?: string | undefined },
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
      close() {},
    }
  }
  const transport = nodemailer.createTransport(options.smtpUrl)
  return {
    async sendOtp(message) {
      await transport.sendMail({ from, to: message.to, ...otpEmail(message) })
    },
    close: () => transport.close(),
  }
}
