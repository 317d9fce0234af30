import { readFileSync } from 'node:fs'
import SwaggerParser from '@apidevtools/swagger-parser'
import { chromium } from 'playwright'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type App } from '../src/app'
import { demoVerifier } from '../src/auth'
import { loadConfig } from '../src/config'
import { openDatabase, type Database } from '../src/db/database'
import { createMailer } from '../src/mail'
import { EXTENSIONS, FOR_ITS_CALLER, OPENAPI_PATH, REFERENCE_PATH } from '../src/openapi'
import { operations } from '@/operations/table'
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../../scripts/chromium'
import { OPENAPI_FILE, openApiText } from '../../scripts/openapi'

/**
 * The contract as OpenAPI 3.1, made from the routes' own schemas: a third-party validator
 * accepts it, it holds every /api operation the server registers, and it marks the optional
 * extensions.
 */
/** How often Scalar's reference plugin was imported by this file's server. */
const referenceImports = vi.hoisted(() => ({ count: 0 }))
vi.mock('@scalar/fastify-api-reference', async (importOriginal) => {
  referenceImports.count++
  return importOriginal()
})

let database: Database
let app: App
let document: any

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://', log: console })
  await database.migrate()
  app = await buildApp({
    config: loadConfig({ SEEDLING_DATA_DIR: 'memory://', LOG_LEVEL: 'silent' }),
    database,
    verifyToken: demoVerifier,
    mailer: createMailer({}, { warn: () => undefined } as never),
  })
  const answer = await app.inject({ method: 'GET', url: OPENAPI_PATH })
  expect(answer.statusCode).toBe(200)
  document = answer.json()
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

describe('/api/openapi.json', () => {
  it('is exactly docs/openapi.json, the copy committed for readers (npm run openapi writes it)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText(document))
  })

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0')
    // The validator resolves and checks the document in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy()
  })

  it('holds every /api operation the server answers, and nothing else', () => {
    const documented = new Set<string>()
    for (const [path, item] of Object.entries<Record<string, unknown>>(document.paths))
      for (const method of Object.keys(item))
        documented.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)
    const registered = new Set(
      [...app.apiOperations].filter((operation) => !operation.endsWith(OPENAPI_PATH)),
    )
    // The 10 operations of the base contract and the 37 of the extensions.
    expect(registered.size).toBe(47)
    expect([...documented].sort()).toEqual([...registered].sort())
  })

  it('marks each optional extension and asks for a token where the route does', () => {
    const operation = (method: string, path: string) => document.paths[`/api${path}`][method]
    for (const [path, extension] of Object.entries(EXTENSIONS)) {
      const item = document.paths[`/api${path}`]
      expect(item, path).toBeDefined()
      for (const op of Object.values<any>(item)) expect(op['x-seedling-extension']).toBe(extension)
    }
    expect(operation('post', '/payments/getotp')['x-seedling-extension']).toBeUndefined()
    expect(operation('post', '/payments/getotp').security).toEqual([{ firebaseIdToken: [] }])
    // A listing in review is answered to its founder and the operators: the token is optional.
    expect(operation('get', '/startups/data/{id}').security).toEqual([{}, { firebaseIdToken: [] }])
    expect(operation('get', '/startups/explore').security).toBeUndefined()
    // The request schema is the one that validates: the amount and the 6-digit code.
    const otp = operation('post', '/payments/getotp').requestBody.content['application/json']
    expect(otp.schema.required).toEqual(expect.arrayContaining(['useruid', 'amount', 'startupid']))
    expect(
      operation('post', '/startups/create').requestBody.content['multipart/form-data'].schema
        .properties.logo,
    ).toMatchObject({ format: 'binary' })
    expect(operation('get', '/users/getuser/{uid}').responses['200'].content).toBeDefined()
  })

  it('describes each operation of the table as its row says', () => {
    for (const row of operations) {
      const path = `/api${row.path.replace(/:(\w+)/g, '{$1}')}`
      const item = document.paths[path]?.[row.method.toLowerCase()]
      expect(item, `${row.method} ${path}`).toBeDefined()
      expect(item['x-seedling-extension']).toBe(row.extension)
      expect(item.security).toEqual(
        row.access !== 'public'
          ? [{ firebaseIdToken: [] }]
          : row.readsCaller
            ? [{}, { firebaseIdToken: [] }]
            : undefined,
      )
      expect(item.description).toBe(row.access === 'self' ? FOR_ITS_CALLER : undefined)
      // A row for its caller's own account names that account, in its path or its body
      // (src/operations/access.ts reads it there).
      if (row.access === 'self') {
        const inPath = (item.parameters ?? []).some(
          (parameter: { in: string; name: string; required: boolean }) =>
            parameter.in === 'path' && parameter.name === 'uid' && parameter.required,
        )
        const body = item.requestBody?.content['application/json']?.schema
        expect(inPath || body?.required?.includes('useruid'), `${row.method} ${path}`).toBe(true)
      }
      if (row.response) expect(item.responses[row.status ?? 200].content).toBeDefined()
      if (row.body) expect(item.requestBody.content['application/json'].schema).toBeDefined()
    }
    expect(document.paths['/api/users/adduser'].post.responses['201'].content).toBeDefined()
  })
})

describe(REFERENCE_PATH, () => {
  it('is imported by its first request, not at start, and then serves its page and script', async () => {
    // The server above has started and answered /api/openapi.json.
    expect(referenceImports.count).toBe(0)
    const bare = await app.inject({ method: 'GET', url: REFERENCE_PATH })
    expect([bare.statusCode, bare.headers.location]).toEqual([301, `${REFERENCE_PATH}/`])
    const page = await app.inject({ method: 'GET', url: `${REFERENCE_PATH}/` })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    expect(page.body).toContain(OPENAPI_PATH)
    const src = /<script[^>]+src="([^"]+)"/.exec(page.body)?.[1]
    const script = new URL(src!, `http://localhost${REFERENCE_PATH}/`).pathname
    expect(script).toMatch(new RegExp(`^${REFERENCE_PATH}/`))
    const code = await app.inject({ method: 'GET', url: script })
    expect(code.statusCode).toBe(200)
    expect(code.headers['content-type']).toMatch(/javascript/)
    expect(code.rawPayload.length).toBeGreaterThan(1_000_000)
    expect(Number(code.headers['content-length'])).toBe(code.rawPayload.length)
    expect((await app.inject({ method: 'GET', url: `${REFERENCE_PATH}/nothing` })).statusCode).toBe(
      404,
    )
    expect(referenceImports.count).toBe(1)
  })

  it('shows the operations in a browser, under its own policy, with nothing refused', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' })
    const browser = await chromium.launch({
      executablePath: HEADLESS_SHELL_PATH,
      args: CHROMIUM_ARGS,
    })
    try {
      const page = await browser.newPage()
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text())
      })
      page.on('pageerror', (error) => problems.push(error.message))
      const requests: string[] = []
      page.on('request', (request) => requests.push(request.url()))
      await page.goto(`${base}${REFERENCE_PATH}/`)
      // The document's title, then an operation of the base contract, its group opened as a
      // reader opens it.
      await page.getByRole('heading', { name: 'Seedling /api' }).first().waitFor()
      await page.getByText('Base contract', { exact: true }).first().click()
      await page.getByText('/api/startups/explore', { exact: true }).first().waitFor()
      expect(problems).toEqual([])
      // Everything it needed came from this server: nothing from a CDN.
      expect(requests.filter((url) => !url.startsWith(base))).toEqual([])
    } finally {
      await browser.close()
    }
  }, 60_000)
})
