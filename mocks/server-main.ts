import { startApiServer, verifierFromEnv } from './server'

// `npm run api`: the local development and test server on 127.0.0.1:5000.
const port = Number(process.env.PORT ?? 5000)
const allowedOrigins = (
  process.env.ALLOWED_ORIGINS ??
  'http://127.0.0.1:4173,http://localhost:4173,http://127.0.0.1:5173,http://localhost:5173,http://127.0.0.1:4174'
)
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean)

const server = await startApiServer({
  port,
  allowedOrigins,
  verifyToken: verifierFromEnv(),
  testMailbox: process.env.SEEDLING_TEST_MAILBOX === '1',
})
console.log(`Seedling API (development server) listening on ${server.url}/api`)
console.log(
  process.env.FIREBASE_AUTH_EMULATOR_HOST
    ? `ID tokens are checked with the Firebase Auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
    : 'ID tokens are demo tokens (set FIREBASE_AUTH_EMULATOR_HOST to use the Firebase Auth emulator)',
)
const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
