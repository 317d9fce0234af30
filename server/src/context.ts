import type { FastifyBaseLogger } from 'fastify'
import type { VerifyToken } from './auth'
import type { ServerConfig } from './config'
import type { Database } from './db/database'
import type { Mailer } from './mail'
import type { otpHasher } from './secrets'
import type { Push } from './push'
import type { RaiseCloses } from './raise-close'
import type { UpdateMail } from './update-mail'

/** What the server is built from: its settings, its database, how it checks tokens and sends mail. */
export interface AppDeps {
  config: ServerConfig
  database: Database
  verifyToken: VerifyToken
  mailer: Mailer
  /** The process's pino logger; without it Fastify makes one at LOG_LEVEL. */
  logger?: FastifyBaseLogger
}

/** What each route module is given: the parts above, and the services built from them. */
export type AppContext = AppDeps & {
  hashOtp: Awaited<ReturnType<typeof otpHasher>>
  updateMail: UpdateMail
  /** The close of raises: its store, and a look for raises due (tests call it). */
  closes: RaiseCloses
  /** Web Push, or null when the server sends none (production without VAPID keys). */
  push: Push | null
}
