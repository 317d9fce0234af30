import pino from 'pino'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/database'
import { seedDemoData } from './seed'

/**
 * One-off database commands, with the server's configuration:
 *   npm run server:migrate   applies the versioned migrations in server/drizzle and exits
 *   npm run server:seed      the same, then adds the demo's startups to an empty database
 */
const command = process.argv[2]
try {
  if (command !== 'migrate' && command !== 'seed')
    throw new Error(`Unknown command ${command ?? '(none)'}: use migrate or seed`)
  const config = loadConfig()
  const log = pino({ level: config.LOG_LEVEL })
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.SEEDLING_DATA_DIR,
    log,
  })
  try {
    await database.migrate()
    log.info(`migrations applied (${database.kind})`)
    if (command === 'seed')
      log.info(
        (await seedDemoData(database.db))
          ? 'demo data added'
          : 'the database already has startups: nothing added',
      )
  } finally {
    await database.close()
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
