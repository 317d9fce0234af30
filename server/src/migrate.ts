import type { Database } from './db/database'
import { fillSearchColumns } from './explore'
import { giveSlugs } from './store/startups'

/**
 * What `npm run server:migrate` and a start with SEEDLING_MIGRATE apply: the schema's migrations
 * (server/drizzle), then the data they need filled in (the search columns of startups written
 * before 0001_explore_paging, the readable addresses of those written before
 * 0010_readable_addresses; each a no-op once every startup has them).
 */
export async function migrateDatabase(database: Database) {
  await database.migrate()
  await fillSearchColumns(database.db)
  await giveSlugs(database.db)
}
