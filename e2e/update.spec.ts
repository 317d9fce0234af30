import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import type { PreviewServer } from 'vite'
import {
  investWithDemoCode,
  openDashboard,
  openInvestDialog,
  openStartup,
  stateFile,
  type StorageState,
  test,
} from './fixtures'

/**
 * A site of its own on port 4175, so the test can swap the first build (dist/) for a second
 * one (dist-next/, built with SEEDLING_BUILD_ID=update-check) under a running page.
 */
const PORT = 4175
const NEXT_VERSION = /Version \d+\.\d+\.\d+\+update-check/
let site: string
let server: PreviewServer

function publish(build: string) {
  if (!existsSync(build)) throw new Error(`${build}/ is missing: run "npm run build:next" first`)
  for (const entry of readdirSync(site)) rmSync(join(site, entry), { recursive: true })
  cpSync(build, site, { recursive: true })
}

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: `http://127.0.0.1:${PORT}` })

test.beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'seedling-update-'))
  publish('dist')
  const { preview } = await import('vite')
  // With vite.config.ts, so routes are answered as a production host would ("Hosting the built app" in docs/operating.md).
  server = await preview({
    root: process.cwd(),
    build: { outDir: site },
    preview: { host: '127.0.0.1', port: PORT, strictPort: true },
    logLevel: 'silent',
  })
})

test.afterAll(async () => {
  await server?.close()
  rmSync(site, { recursive: true, force: true })
})

/** The signed-in investor's device (e2e/accounts.setup.ts), moved to this test's own site. */
function investorOnThisSite() {
  const state = JSON.parse(readFileSync(stateFile('investor'), 'utf8')) as StorageState
  for (const origin of state.origins) origin.origin = `http://127.0.0.1:${PORT}`
  return state
}

/** The page's registration's waiting and active workers and its controller, by state. */
const workerStates = (page: Page) =>
  page
    .evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return JSON.stringify({
        waiting: registration?.waiting?.state ?? null,
        active: registration?.active?.state ?? null,
        controller: navigator.serviceWorker.controller?.state ?? null,
      })
    })
    .catch((error: Error) => `unreadable (${error.message})`)

test('a new version waits for the investment to finish, then reloads once into itself, data kept', async ({
  browser,
}) => {
  const base = `http://127.0.0.1:${PORT}`
  const context = await browser.newContext({ baseURL: base, storageState: investorOnThisSite() })
  const page = await context.newPage()
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(/Version \d+\.\d+\.\d+\+/)
  await expect(footer).not.toContainText(NEXT_VERSION)

  await openDashboard(page)
  await openStartup(page, 'DhunBox')
  const dialog = await openInvestDialog(page, 'DhunBox')
  await dialog.getByLabel('Amount').fill('250')

  // The second version goes live; the browser finds it on its next check.
  publish('dist-next')
  await page.evaluate(async () => (await navigator.serviceWorker.ready).update())
  await page.waitForFunction(async () =>
    Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
  )
  const prompt = page.getByRole('complementary', { name: 'Update available' })
  await expect(prompt).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await investWithDemoCode(page, 'DhunBox', 250)
  await expect(prompt).toBeVisible()
  await expect(prompt).toContainText('A new version of Seedling is ready.')

  let loads = 0
  page.on('load', () => (loads += 1))
  await prompt.getByRole('button', { name: 'Reload' }).click()
  // Activation waits for the old worker's requests in flight; give a busy machine time.
  await expect
    .poll(() => loads, { timeout: 30_000 })
    .toBe(1)
    .catch(async (error: Error) => {
      // Whether the new version never took over or took over without a reload.
      throw new Error(`${error.message}\nThe workers then: ${await workerStates(page)}`)
    })
  await expect(page.getByRole('heading', { level: 1, name: 'DhunBox' })).toBeVisible()
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    `${base}/sw.js`,
  )
  await expect(prompt).toHaveCount(0)

  await page.goto('/dashboard/funded')
  await expect(page.getByRole('listitem').filter({ hasText: 'DhunBox' })).toContainText('₹250')
  await page.goto('/')
  await expect(footer).toContainText(NEXT_VERSION)
  expect(loads).toBe(3)
  await context.close()
})
