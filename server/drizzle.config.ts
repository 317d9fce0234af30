import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate --config server/drizzle.config.ts` writes a new versioned migration
// into server/drizzle/ after a change to the schema; the server applies them at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/drizzle',
})
