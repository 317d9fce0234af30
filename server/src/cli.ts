import { readCommandLine, type CommandHelp } from './command-line'
import { createLogger } from './log'
import { loadConfig } from './config'
import { OperatorError } from './operator-error'
import { openDatabase } from './db/database'
import { seedDemoData } from './seed'
import { seedScale } from './seed-scale'
import { migrateDatabase } from './migrate'

/**
 * One-off database commands, with the server's configuration (each has --help):
 *   npm run server:migrate   applies the versioned migrations in server/drizzle and exits
 *   npm run server:seed      the same, then adds the demo's startups to an empty database
 *   npm run server:seed -- --startups 1000000
 *                            the same, then adds that many generated startups, their founders,
 *                            investors and payments with COPY (PostgreSQL: set DATABASE_URL)
 */
const HELP: Record<'migrate' | 'seed', CommandHelp> = {
  migrate: {
    usage: 'npm run server:migrate [-- --env-file FILE]',
    summary:
      "Applies the versioned migrations in server/drizzle to the server's database (DATABASE_URL, else PGlite in SEEDLING_DATA_DIR), fills in what they need, and exits: a release step before the new version starts.",
  },
  seed: {
    usage: 'npm run server:seed [-- --startups N] [--env-file FILE]',
    summary:
      "Migrates as server:migrate does, then adds the demo's startups to an empty database; with --startups, that many generated startups, their founders, investors and payments instead (PostgreSQL: set DATABASE_URL).",
    options: {
      startups: {
        type: 'string',
        value: 'N',
        description: 'add N generated startups (a whole number above 0, e.g. 1000000)',
      },
    },
  },
}

const command = process.argv[2]
try {
  if (command !== 'migrate' && command !== 'seed')
    throw new OperatorError(
      `Unknown command ${command ?? '(none)'}: use migrate or seed (npm run server:migrate, npm run server:seed)`,
    )
  const flags = readCommandLine(HELP[command], process.argv.slice(3))
  const given = flags.startups
  const scale = typeof given === 'string' ? Number(given) : 0
  if (given !== undefined && !(Number.isSafeInteger(scale) && scale > 0))
    throw new OperatorError('--startups takes a whole number above 0, e.g. --startups 1000000')
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
