// npm run bench:logos: explore's first screen on a throttled phone with twenty startups whose
// logos were uploaded as 1.7 MB photos, in remote mode against Seedling's server (PGlite in
// memory, on loopback), in Debian's Chromium. Prints, one a line, the bytes of pictures the
// screen loaded and its Largest Contentful Paint, median of 5 fresh visits each: with logo sizes
// (the app's srcset over the server's copies) and without (the same answers with `logoWidths`
// taken out, as a server without the extension: each card loads the logo as kept). Asserts
// nothing. Options: --no-build, --runs N, --screenshots DIR (explore as measured, phone and
// desktop, light and dark, at the top and scrolled to the end).
import { chromium, devices, type Browser, type BrowserContext } from '@playwright/test'

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
import sharp from 'sharp'
import { preview } from 'vite'
import { startupForm } from '@/contract/kit/forms'
import { approveListing, call, emailOf, startServerProcess } from '../server/test/helpers'
import { buildRemoteDemoAuthApp, newInvestorOnExplore } from './bench-explore.ts'
import { CHROMIUM_ARGS } from './chromium.ts'
import { slowPhone } from './slow-phone.ts'
import { CHROMIUM } from './ensure-chromium.mjs'
import { cliOption } from './cli-option.ts'

const RUNS = Number(cliOption('--runs')) || 5
const SHOTS = cliOption('--screenshots')
const API_PORT = 5197
const APP_PORT = 4184
const OUT = 'dist-bench-logos'
const LOGOS = 20
const print = (label: string, value: string | number) => console.log(`${label}: ${value}`)
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

if (!process.argv.includes('--no-build')) buildRemoteDemoAuthApp(OUT, API_PORT)

/** A phone's photo of a logo: 800 × 800 pixels of noise, which PNG cannot shrink (1.7 MB). */
const photo = (seed: number) =>
  sharp({
    create: {
      width: 800,
      height: 800,
      channels: 3,
      background: { r: (seed * 37) % 256, g: 120, b: 90 },
      noise: { type: 'gaussian', mean: 110, sigma: 45 },
    },
  })
    .png()
    .toBuffer()

const server = await startServerProcess({
  PORT: String(API_PORT),
  HOST: '127.0.0.1',
  SEEDLING_DATA_DIR: 'memory://',
  ALLOWED_ORIGINS: `http://127.0.0.1:${APP_PORT}`,
  RATE_LIMIT_PER_MINUTE: '100000',
  LOG_LEVEL: 'error',
  NODE_ENV: 'development',
})
const app = await preview({
  build: { outDir: OUT },
  preview: { host: '127.0.0.1', port: APP_PORT, strictPort: true },
  logLevel: 'silent',
})

/**
 * One fresh visit to explore, in a context of its own (no picture in any cache) signed in as
 * `state` holds: the pictures' bytes on the wire, their addresses, and the LCP.
 */
async function visit(browser: Browser, state: StorageState, withSizes: boolean) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    storageState: state,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  // A Pixel 7 on slow 4G with its CPU 4× slower, no picture from any cache.
  await slowPhone(cdp)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  let bytes = 0
  const urls: string[] = []
  const counted = new Map<string, string>()
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.url.includes('/api/files/')) counted.set(event.requestId, event.response.url)
  })
  cdp.on('Network.loadingFinished', (event) => {
    if (!counted.has(event.requestId)) return
    bytes += event.encodedDataLength
    urls.push(counted.get(event.requestId)!)
  })
  if (!withSizes)
    await page.route('**/api/startups/explore*', async (route) => {
      const answer = await route.fetch()
      const body = (await answer.json()) as { message: Record<string, unknown>[] }
      for (const startup of body.message) delete startup.logoWidths
      await route.fulfill({ response: answer, json: body })
    })
  await page.goto('/dashboard', { waitUntil: 'load' })
  const cards = page.getByRole('list', { name: 'Startups' }).getByRole('listitem')
  await cards.first().waitFor({ timeout: 120_000 })
  // Every logo on the first screen has loaded.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[aria-label="Startups"] img')]
        .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
        .every((img) => (img as HTMLImageElement).complete),
    undefined,
    { timeout: 120_000 },
  )
  await page.waitForTimeout(500)
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries()
          resolve(entries.at(-1)!.startTime)
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
  const shown = await page.evaluate(
    () =>
      [...document.querySelectorAll('[aria-label="Startups"] img')].filter(
        (img) => img.getBoundingClientRect().top < window.innerHeight,
      ).length,
  )
  await context.close()
  return { bytes, files: urls.length, urls, lcp, shown }
}

try {
  const base = `http://127.0.0.1:${API_PORT}`
  for (let i = 0; i < LOGOS; i++) {
    const founder = `logo-bench-founder-${i}`
    await call(base, 'users/adduser', {
      uid: founder,
      json: { useruid: founder, email: emailOf(founder), name: founder, role: 'startup' },
    })
    const picture = await photo(i)
    const created = await call(base, 'startups/create', {
      uid: founder,
      form: startupForm(founder, {
        name: `Photo Logo ${String(i + 1).padStart(2, '0')}`,
        fundsRequired: String(10_000_000 + i),
        logo: new File([picture], 'photo.png', { type: 'image/png' }),
      }),
    })
    if (created.status !== 201) throw new Error(`create: ${created.status}`)
    await approveListing(base, (created.data.data as { _id: string })._id)
    if (i === 0) print('logo uploaded', `${(picture.byteLength / 1024).toFixed(0)} KB a photo`)
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${APP_PORT}`,
  })
  const page = await context.newPage()
  await newInvestorOnExplore(page, 120_000)
  const state = await context.storageState({ indexedDB: true })
  print(
    'explore, first screen, Pixel 7, slow 4G, CPU 4×',
    `${LOGOS} startups with 1.7 MB logos, median of ${RUNS} visits`,
  )
  for (const withSizes of [false, true]) {
    const runs = []
    for (let run = 0; run < RUNS; run++) runs.push(await visit(browser, state, withSizes))
    print(
      withSizes ? '  with logo sizes (srcset)' : '  without logo sizes (the logo as kept)',
      `${(median(runs.map((r) => r.bytes)) / 1024).toFixed(1)} KB of pictures in ${median(runs.map((r) => r.files))} files for ${median(runs.map((r) => r.shown))} logos on screen, LCP ${median(runs.map((r) => r.lcp)).toFixed(0)} ms (${runs.map((r) => r.lcp.toFixed(0)).join(', ')})`,
    )
    print(
      '    widths asked',
      [...new Set(runs[0]!.urls.map((url) => new URL(url).searchParams.get('w') ?? 'none'))].join(
        ', ',
      ),
    )
  }
  if (SHOTS)
    for (const [device, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const)
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize(viewport)
        await page.emulateMedia({ colorScheme })
        await page.goto('/dashboard')
        await page.getByRole('list', { name: 'Startups' }).getByRole('listitem').first().waitFor()
        await page.waitForTimeout(1_500)
        await page.screenshot({ path: `${SHOTS}/explore-logos-${device}-${colorScheme}.png` })
        // The list's end: the cards' logos load as they near the screen (loading="lazy").
        await page.mouse.wheel(0, 20_000)
        await page.waitForTimeout(1_500)
        await page.screenshot({
          path: `${SHOTS}/explore-logos-${device}-${colorScheme}-scrolled.png`,
        })
      }
  await browser.close()
} finally {
  await server.stop()
  await app.close()
}
