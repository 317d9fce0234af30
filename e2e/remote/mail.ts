import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import type { CaughtMail } from '../../server/test/mail-catcher'

import { MAIL_DIR } from './mail-settings'

function mailsTo(address: string): CaughtMail[] {
  let names: string[]
  try {
    // Only whole messages: the mail server renames each into place once written.
    names = readdirSync(MAIL_DIR)
      .filter((name) => name.endsWith('.json'))
      .sort()
  } catch {
    return []
  }
  return names
    .map((name) => JSON.parse(readFileSync(join(MAIL_DIR, name), 'utf8')) as CaughtMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()))
}

/** The latest e-mail the server sent to this address over SMTP, waiting for it to arrive. */
export async function lastMailTo(address: string, after = 0): Promise<CaughtMail> {
  await expect
    .poll(() => mailsTo(address).length, { message: `an e-mail to ${address}` })
    .toBeGreaterThan(after)
  return mailsTo(address).at(-1)!
}

export const mailCount = (address: string) => mailsTo(address).length
