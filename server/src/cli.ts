import { createLogger } from './log'
import { loadConfig } from './config'
import { OperatorError } from './operator-error'
import { openDatabase } from './db/database'
import { seedDemoData } from './seed'
import { seedScale } from './seed-scale'
import { migrateDatabase } from './migrate'

/**
 * One-off database commands, with the server's configuration:
 *   npm run server:migrate   applies the versioned migrations in server/drizzle and exits
 *   npm run server:seed      the same, then adds the demo's startups to an empty database
 *   npm run server:seed -- --startups 1000000
 *                            the same, then adds that many generated startups, their founders,
 *                            investors and payments with COPY (PostgreSQL: set DATABASE_URL)
 */
const command = process.argv[2]
try {
  if (command !== 'migrate' && command !== 'seed')
    throw new Error(`Unknown command ${command ?? '(none)'}: use migrate or seed`)
  const config = loadConfig()
  const log = createLogger(config.LOG_LEVEL)
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.SEEDLING_DATA_DIR,
    log,
  })
  try {
    await migrateDatabase(database)
    log.info(`migrations applied (${database.kind})`)
    const flag = process.argv.indexOf('--startups')
    const scale = flag > 0 ? Number(process.argv[flag + 1]) : 0
    if (flag > 0 && !(Number.isSafeInteger(scale) && scale > 0))
      throw new Error('--startups takes a whole number above 0, e.g. --startups 1000000')
    if (command === 'seed' && scale) {
      const made = await seedScale(database, { startups: scale, log: (line) => log.info(line) })
      log.info(
        `added ${made.startups} startups, ${made.investors} investors and ${made.payments} payments`,
      )
    } else if (command === 'seed')
      log.info(
        (await seedDemoData(database.db))
          ? 'demo data added'
          : 'the database already has startups: nothing added',
      )
  } finally {
    await database.close()
  }
} catch (error) {
  console.error(error instanceof OperatorError ? error.message : error)
  process.exit(1)
}
