import { createLogger } from './log'
import { proxyWarning, type ServerConfig } from './config'
import { openDatabase } from './db/database'
import { migrateDatabase } from './migrate'
import { seedDemoData } from './seed'

/**
 * Opens the database (applying migrations unless SEEDLING_MIGRATE=false), builds the app and
 * listens. `stop()` is the graceful shutdown: no new connections, in-flight requests finish,
 * then the database pool closes.
 */
export async function startServer(config: ServerConfig) {
  const logger = createLogger(config.LOG_LEVEL)
  const warning = proxyWarning(config)
  if (warning) logger.warn(warning)
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.SEEDLING_DATA_DIR,
    log: logger,
  })
  // The web app, its token checks and its mailer load once the database is open: a data folder
  // the server cannot use is reported without waiting for them.
  const [{ buildApp }, { demoVerifier, firebaseVerifier, rememberVerified }, { createMailer }] =
    await Promise.all([import('./app'), import('./auth'), import('./mail')])
  if (config.SEEDLING_MIGRATE) await migrateDatabase(database)
  if (config.SEEDLING_SEED === 'demo' && (await seedDemoData(database.db)))
    logger.info("the demo's startups were added to the empty database")
  const mailer = createMailer(
    {
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      codeTimeoutMs: config.MAIL_CODE_TIMEOUT_SECONDS * 1000,
    },
    logger,
  )
  if (config.SEEDLING_DEMO_TOKENS) {
    logger.warn('SEEDLING_DEMO_TOKENS is set: demo tokens are accepted (development only)')
    // The demo's operator account, as the demo has it (docs/product.md#operators).
    await (await import('./operators')).appointDemoOperator(database.db)
  }
  const app = await buildApp({
    config,
    database,
    mailer,
    verifyToken: rememberVerified(
      config.SEEDLING_DEMO_TOKENS
        ? demoVerifier
        : firebaseVerifier(config.FIREBASE_PROJECT_ID, logger),
    ),
    logger,
  })
  const address = await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info(
    {
      database: database.kind,
      auth: config.FIREBASE_AUTH_EMULATOR_HOST
        ? 'firebase-emulator'
        : config.SEEDLING_DEMO_TOKENS
          ? 'demo'
          : 'firebase',
    },
    `Seedling API listening on ${address}/api${config.SEEDLING_APP_DIR ? `, the app from ${config.SEEDLING_APP_DIR} on ${address}/` : ''}`,
  )
  let stopping: Promise<void> | undefined
  return {
    app,
    address,
    database,
    stop: () =>
      (stopping ??= (async () => {
        await app.close()
        mailer.close()
        await database.close()
      })()),
  }
}
