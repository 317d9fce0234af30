import pino from 'pino'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/database'

// `npm run server:migrate`: applies the versioned migrations in server/drizzle and exits.
try {
  const config = loadConfig()
  const log = pino({ level: config.LOG_LEVEL })
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.SEEDLING_DATA_DIR,
    log,
  })
  await database.migrate()
  await database.close()
  log.info(`migrations applied (${database.kind})`)
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
