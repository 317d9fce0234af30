// Part of npm run bench: Lighthouse on a startup's shared page (/s/{id}) as Seedling's server
// renders it, serving the remote build (dist-remote/, from npm run build:remote) on one origin,
// PGlite in memory with the demo's startups. Prints figures; asserts nothing. Option: --runs N.
import { startServerProcess } from '../server/test/helpers'
import { lighthouse } from './lighthouse'

const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1]) || 5
// Not 4190: fetch refuses it (a "bad port" in the Fetch standard).
const PORT = 4197

const server = await startServerProcess({
  PORT: String(PORT),
  HOST: '127.0.0.1',
  SEEDLING_APP_DIR: 'dist-remote',
  SEEDLING_DATA_DIR: 'memory://',
  SEEDLING_SEED: 'demo',
  RATE_LIMIT_PER_MINUTE: '100000',
  LOG_LEVEL: 'error',
  NODE_ENV: 'development',
})
try {
  await lighthouse(
    'lighthouse /s/krishi-sense (server-rendered, remote build)',
    `http://127.0.0.1:${PORT}/s/krishi-sense`,
    runs,
  )
} finally {
  await server.stop()
}
