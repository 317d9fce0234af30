// npm run openapi: writes docs/openapi.json, the /api contract as the server describes it at
// /api/openapi.json (OpenAPI 3.1 from the operations' own Zod schemas), for readers of the
// repository and for tools; server/test/openapi.test.ts fails when the two differ.
import { writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { buildApp } from '../server/src/app'
import { demoVerifier } from '../server/src/auth'
import { loadConfig } from '../server/src/config'
import { openDatabase } from '../server/src/db/database'
import { createMailer } from '../server/src/mail'
import { OPENAPI_PATH } from '../server/src/openapi'

/** Where the committed copy lives. */
export const OPENAPI_FILE = 'docs/openapi.json'

/** The document as a server on an empty in-memory database answers it. */
export async function openApiDocument(): Promise<unknown> {
  const database = await openDatabase({ dataDir: 'memory://', log: console })
  try {
    await database.migrate()
    const app = await buildApp({
      config: loadConfig({ SEEDLING_DATA_DIR: 'memory://', LOG_LEVEL: 'silent' }),
      database,
      verifyToken: demoVerifier,
      mailer: createMailer({}, { warn: () => undefined } as never),
    })
    try {
      return (await app.inject({ method: 'GET', url: OPENAPI_PATH })).json()
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
  }
}

/** The file's text: two-space JSON and a final newline. */
export const openApiText = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  writeFileSync(OPENAPI_FILE, openApiText(await openApiDocument()))
  console.log(`wrote ${OPENAPI_FILE}`)
}
