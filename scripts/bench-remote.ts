// Part of npm run bench: the app in remote mode against Seedling's server on a real PostgreSQL
// (Debian's, a throw-away cluster on loopback) at 1,000,000 startups, in Debian's Chromium.
// Prints figures; asserts nothing. Options: --startups N (default 1000000), --no-build.
import { chromium } from '@playwright/test'
import pino from 'pino'
import { preview } from 'vite'
import { openDatabase } from '../server/src/db/database'
import { seedScale } from '../server/src/seed-scale'
import { startServerProcess } from '../server/test/helpers'
import { buildRemoteDemoAuthApp, firstCardTimes, newInvestorOnExplore } from './bench-explore.ts'
import { CHROMIUM_ARGS } from './chromium.ts'
import { CHROMIUM } from './ensure-chromium.mjs'
import { ensurePostgres, startPostgres } from './postgres.mjs'

const args = process.argv.slice(2)
const at = args.indexOf('--startups')
const STARTUPS = at >= 0 ? Number(args[at + 1]) : 1_000_000
const API_PORT = 5196
const APP_PORT = 4183
const print = (label: string, value: string | number) => console.log(`${label}: ${value}`)
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

if (!ensurePostgres()) throw new Error('PostgreSQL is missing and could not be installed')
if (!args.includes('--no-build')) buildRemoteDemoAuthApp('dist-bench-remote', API_PORT)

const cluster = startPostgres({ port: 55497 })
let server: Awaited<ReturnType<typeof startServerProcess>> | null = null
const app = await preview({
  build: { outDir: 'dist-bench-remote' },
  preview: { host: '127.0.0.1', port: APP_PORT, strictPort: true },
  logLevel: 'silent',
})
try {
  const database = await openDatabase({
    databaseUrl: cluster.url,
    dataDir: 'unused',
    log: pino({ level: 'silent' }),
  })
  await database.migrate()
  await seedScale(database, { startups: STARTUPS, label: 'browser' })
  await database.close()
  server = await startServerProcess({
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: cluster.url,
    ALLOWED_ORIGINS: `http://127.0.0.1:${APP_PORT}`,
    RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: 'error',
    // Vite's preview marks this process 'production'; the server here takes demo tokens.
    NODE_ENV: 'development',
  })

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  const page = await browser.newPage({
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    viewport: { width: 1280, height: 800 },
  })
  await newInvestorOnExplore(page, 60_000)
  print('remote mode at', `${STARTUPS} startups (Seedling's server, PostgreSQL)`)

  // From another screen to explore, as a person comes back to it.
  const firstCard = await firstCardTimes(page)
  print(`  explore time to first card after navigation (median of 5)`, `${median(firstCard)} ms`)
  print('  explore DOM nodes', await page.evaluate(() => document.getElementsByTagName('*').length))

  // A search: from the last keystroke to the first frame that shows the new list.
  const searches: number[] = []
  for (const words of ['krishi', 'paani labs', 'solar', 'tiffin', 'pune']) {
    const field = page.getByLabel('Search startups')
    await field.fill('')
    await page.waitForTimeout(400)
    const before = await page.getByRole('list', { name: 'Startups' }).textContent()
    await field.pressSequentially(words.slice(0, -1))
    // As a string: tsx would wrap named functions in a helper the page does not have.
    const measure = `(async () => {
      const input = document.querySelector('input[type="search"]')
      const before = ${JSON.stringify(before)}
      const t0 = performance.now()
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(
        input,
        input.value + ${JSON.stringify(words.slice(-1))},
      )
      input.dispatchEvent(new Event('input', { bubbles: true }))
      while ((document.querySelector('[aria-label="Startups"]')?.textContent ?? '') === before)
        await new Promise((resolve) => requestAnimationFrame(resolve))
      await new Promise((resolve) => requestAnimationFrame(resolve))
      return performance.now() - t0
    })()`
    searches.push(await page.evaluate<number>(measure))
  }
  print(
    '  search result after the last keystroke (median of 5)',
    `${median(searches).toFixed(0)} ms`,
  )
  await browser.close()
} finally {
  await server?.stop()
  await app.close()
  cluster.destroy()
}
