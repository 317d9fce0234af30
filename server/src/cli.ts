import { readCommandWords, type CommandHelp } from './command-line'
import { createLogger } from './log'
import { loadConfig } from './config'
import { OperatorError } from './operator-error'

/**
 * One-off database commands, with the server's configuration (each has --help):
 *   npm run server:migrate   applies the versioned migrations in server/drizzle and exits
 *   npm run server:seed      the same, then adds the demo's startups to an empty database
 *   npm run server:seed -- --startups 1000000
 *                            the same, then adds that many generated startups, their founders,
 *                            investors and payments with COPY (PostgreSQL: set DATABASE_URL)
 *   npm run server:operator -- grant EMAIL | revoke EMAIL | list
 *                            appoints Seedling's operators (on the record), or lists them
 */
type Command = 'migrate' | 'seed' | 'operator'
const HELP: Record<Command, CommandHelp> = {
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
  operator: {
    usage:
      'npm run server:operator -- grant EMAIL | revoke EMAIL | list [--reason TEXT] [--env-file FILE]',
    summary:
      "Appoints Seedling's operators, who review every listing before investors see it: grant makes the account with that e-mail address an operator (its owner has signed up and chosen a role), revoke gives it back the role it chose, list prints every operator. Grants and revokes are written to the operators' record; nobody can make themselves an operator through the app.",
    options: {
      reason: {
        type: 'string',
        value: 'TEXT',
        description:
          "why, for the operators' record (default: appointed by the server's operator command)",
      },
    },
  },
}

const command = process.argv[2]
try {
  if (command !== 'migrate' && command !== 'seed' && command !== 'operator')
    throw new OperatorError(
      `Unknown command ${command ?? '(none)'}: use migrate, seed or operator (npm run server:migrate, npm run server:seed, npm run server:operator)`,
    )
  const { values: flags, words } = readCommandWords(
    HELP[command],
    process.argv.slice(3),
    command === 'operator' ? 2 : 0,
  )
  const [verb, email] = words
  if (command === 'operator' && !operatorWordsFit(verb, email))
    throw new OperatorError(`Usage: ${HELP.operator.usage} (--help for more)`)
  const given = flags.startups
  const scale = typeof given === 'string' ? Number(given) : 0
  if (given !== undefined && !(Number.isSafeInteger(scale) && scale > 0))
    throw new OperatorError('--startups takes a whole number above 0, e.g. --startups 1000000')
  const config = loadConfig()
  const log = createLogger(config.LOG_LEVEL)
  // The database drivers and the commands' work load only once the command line and the
  // configuration are known to be right: --help and a mistyped flag answer at once, as
  // `npm run server` does (2.3 s → 0.5 s for `server:seed --help` here).
  const [{ openDatabase }, { migrateDatabase }] = await Promise.all([
    import('./db/database'),
    import('./migrate'),
  ])
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.SEEDLING_DATA_DIR,
    log,
  })
  try {
    await migrateDatabase(database)
    log.info(`migrations applied (${database.kind})`)
    if (command === 'operator') {
      const reason =
        typeof flags.reason === 'string' && flags.reason.trim()
          ? flags.reason.trim().slice(0, 500)
          : "appointed by the server's operator command"
      const { grantOperator, listOperators, revokeOperator } = await import('./operators')
      if (verb === 'list') {
        const lines = await listOperators(database.db)
        console.log(lines.length ? lines.join('\n') : 'No operators yet')
      } else if (verb === 'grant') console.log(await grantOperator(database.db, email!, reason))
      else console.log(await revokeOperator(database.db, email!, reason))
    } else if (command === 'seed' && scale) {
      const { seedScale } = await import('./seed-scale')
      const made = await seedScale(database, { startups: scale, log: (line) => log.info(line) })
      log.info(
        `added ${made.startups} startups, ${made.investors} investors and ${made.payments} payments`,
      )
    } else if (command === 'seed') {
      const { seedDemoData } = await import('./seed')
      log.info(
        (await seedDemoData(database.db))
          ? 'demo data added'
          : 'the database already has startups: nothing added',
      )
    }
  } finally {
    await database.close()
  }
} catch (error) {
  console.error(error instanceof OperatorError ? error.message : error)
  process.exit(1)
}

/** `list` alone, or `grant`/`revoke` with one e-mail address. */
function operatorWordsFit(verb: string | undefined, email: string | undefined): boolean {
  if (verb === 'list') return email === undefined
  return (verb === 'grant' || verb === 'revoke') && Boolean(email?.includes('@'))
}
