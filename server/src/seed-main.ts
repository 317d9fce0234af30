import pino from 'pino'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/database'
import { seedDemoData } from './seed'

// `npm run server:seed`: the demo's startups in an empty database (migrations applied first).
try {
  const config = loadConfig()
  const log = pino({ level: config.LOG_LEVEL })
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.SEEDLING_DATA_DIR,
    log,
  })
  await database.migrate()
  const seeded = await seedDemoData(database.db)
  await database.close()
  log.info(seeded ? 'demo data added' : 'the database already has startups: nothing added')
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
