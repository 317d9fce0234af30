import { rmSync } from 'node:fs'
import { startMailCatcher } from '../../server/test/mail-catcher'
import { MAIL_DIR, SMTP_PORT } from './mail-settings'

/** A real SMTP server for the remote run: the server e-mails its codes here. */
export default async function globalSetup() {
  rmSync(MAIL_DIR, { recursive: true, force: true })
  const catcher = await startMailCatcher({ port: SMTP_PORT, dir: MAIL_DIR })
  return () => catcher.close()
}
