import { existsSync } from 'node:fs'
import { readCommandLine } from './command-line'
import { loadConfig } from './config'
import { capYoungGeneration, limitHeapGrowth } from './heap'
import { OperatorError } from './operator-error'

/** Where `npm run build:remote` writes the app this server serves when no other is named. */
const DEFAULT_APP_DIR = 'dist-remote'

// `npm run server`: Seedling's /api server (docs/operating.md).
limitHeapGrowth()
capYoungGeneration()
try {
  readCommandLine({
    usage: 'npm run server [-- --env-file FILE]',
    summary:
      "Starts Seedling's server: the /api, and the built app beside it when there is one (SEEDLING_APP_DIR, else dist-remote). It applies the migrations first unless SEEDLING_MIGRATE=false. SIGTERM or SIGINT lets in-flight requests finish, then stops.",
  })
  const loaded = loadConfig()
  const config =
    loaded.SEEDLING_APP_DIR || !existsSync(`${DEFAULT_APP_DIR}/app.html`)
      ? loaded
      : { ...loaded, SEEDLING_APP_DIR: DEFAULT_APP_DIR }
  // The app and its database drivers load only once the configuration can start them: a wrong
  // setting is reported before seconds of imports.
  const { startServer } = await import('./start')
  const server = await startServer(config)
  const shutdown = (signal: string) => {
    server.app.log.info(`${signal}: finishing in-flight requests, then closing`)
    // A second signal, or a shutdown that hangs, ends the process anyway.
    const force = setTimeout(() => process.exit(1), 15_000)
    force.unref()
    void server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
} catch (error) {
  console.error(error instanceof OperatorError ? error.message : error)
  process.exit(1)
}
