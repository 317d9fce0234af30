// npm run bench:first-tap: a first visit on a throttled phone (Pixel 7 size, CPU 4× slower,
// slow 4G: 150 ms, 1.6 Mbps down, 750 kbps up; a fresh context, so no cache and no service
// worker), in the demo build: the landing page opens, the visitor taps Get Started, the sign-up
// form appears, they type their name. Three moments, from the start of the navigation:
//   Get Started tapped  the tap on the landing page's link has been taken (Playwright's tap waits
//                       until the link is there, still and able to take it)
//   sign-up form shown  its Name field is on screen
//   typed text shown    the Name field shows what was typed: the prerendered form's own field
//                       takes it before the app has arrived (src/pwa/early-page.ts)
//   app took over       the app has replaced the prerendered form and its Name field holds what
//                       was typed (src/app/take-over.ts carries it across): from here the form
//                       checks what was typed and can be sent
// Prints the median of N visits and each visit's figures; asserts nothing.
// Options: --runs N (default 5), --no-build (use dist/ as it is), --compare REF (the same visits
// against REF's build, made in a worktree of its own with this checkout's node_modules, one after
// the other in this run).
import { execSync } from 'node:child_process'
import { resolve } from 'node:path'
import { chromium, devices, expect, type Browser } from '@playwright/test'
import { preview } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { slowPhone } from './slow-phone.ts'
import { demoBuildAt, git } from './worktree.ts'
import { cliOption } from './cli-option.ts'

const runs = Number(cliOption('--runs')) || 5
const compare = cliOption('--compare')
const PORT = 4183
const TYPED = 'Asha Rao'

interface Moments {
  tapped: number
  form: number
  typed: number
  live: number
}

async function visit(browser: Browser): Promise<Moments> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${PORT}`,
  })
  const page = await context.newPage()
  page.setDefaultTimeout(60_000)
  const cdp = await context.newCDPSession(page)
  await slowPhone(cdp)
  try {
    const t0 = Date.now()
    await page.goto('/', { waitUntil: 'commit' })
    await page.getByRole('link', { name: 'Get Started' }).tap()
    const tapped = Date.now() - t0
    const name = page.getByRole('form', { name: 'Sign up' }).getByLabel('Name', { exact: true })
    await name.waitFor()
    const form = Date.now() - t0
    await name.tap()
    await page.keyboard.type(TYPED)
    await expect(name).toHaveValue(TYPED, { timeout: 60_000 })
    const typed = Date.now() - t0
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' })
    await expect(name).toHaveValue(TYPED, { timeout: 60_000 })
    const live = Date.now() - t0
    return { tapped, form, typed, live }
  } finally {
    await context.close()
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** `runs` visits to the build in `outDir`, served by `vite preview` as npm start serves it. */
async function measure(browser: Browser, outDir: string, label: string) {
  const server = await preview({
    build: { outDir },
    preview: { host: '127.0.0.1', port: PORT, strictPort: true },
    logLevel: 'silent',
  })
  const visits: Moments[] = []
  try {
    for (let run = 0; run < runs; run++) visits.push(await visit(browser))
  } finally {
    await new Promise((done) => server.httpServer.close(done))
  }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  const line = (key: keyof Moments) =>
    `${seconds(median(visits.map((v) => v[key])))} (${visits.map((v) => seconds(v[key])).join(', ')})`
  console.log(`${label}, median of ${runs}:`)
  console.log(`  Get Started tapped: ${line('tapped')}`)
  console.log(`  sign-up form shown: ${line('form')}`)
  console.log(`  typed text shown: ${line('typed')}`)
  console.log(`  app took over: ${line('live')}`)
}

if (!process.argv.includes('--no-build'))
  execSync('npx vite build --logLevel error', { stdio: 'inherit' })
const other = compare ? demoBuildAt(compare, 'first-tap') : null
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  console.log('first visit, Pixel 7, slow 4G, CPU 4× slower (demo build, vite preview)')
  if (other) await measure(browser, other.outDir, `${compare} (${other.commit.slice(0, 7)})`)
  const head = git('rev-parse', '--short', 'HEAD')
  await measure(browser, resolve('dist'), `this checkout (${head})`)
} finally {
  await browser.close()
  other?.remove()
}
