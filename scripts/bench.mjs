#!/usr/bin/env node
/* global document, window, requestAnimationFrame -- page.evaluate callbacks run in the browser */
// npm run bench (through tsx, for the shared TypeScript helpers): builds the app and prints performance figures, one a line. It measures; it
// asserts nothing. Options: --no-build (reuse dist/ and dist-bench/), --runs N (Lighthouse runs
// per route, default 5), --skip-lighthouse, --skip-remote (the remote mode at 1,000,000 startups).
import { execSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { preview } from 'vite'
import { CHROMIUM, ensureChromium } from './ensure-chromium.mjs'
import { CHROMIUM_ARGS } from './chromium.ts'
import { afterLogInTimes, firstCardTimes, newInvestorOnExplore } from './bench-explore.ts'
import { newPerson } from '../e2e/fixtures.ts'
import { lighthouse } from './lighthouse.ts'

const args = process.argv.slice(2)
const flag = (name) => args.includes(name)
const runs = Number(args[args.indexOf('--runs') + 1]) || 5
const SCALE = 10_000
const PUBLIC_ROUTES = { '/': 'index', '/login': 'login', '/signup': 'signup', '/he': 'he' }
const CPU_SLOWDOWN = 4

const print = (label, value) => console.log(`${label}: ${value}`)
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

if (!ensureChromium()) {
  console.error(`Chromium is missing at ${CHROMIUM} and could not be installed with apt-get`)
  process.exit(1)
}
const LIGHTHOUSE = join('node_modules', '.bin', 'lighthouse')
print('chromium', execSync(`${CHROMIUM} --version`, { encoding: 'utf8' }).trim())
print('lighthouse', execSync(`${LIGHTHOUSE} --version`, { encoding: 'utf8' }).trim())

if (!flag('--no-build')) {
  console.log('building dist/ (demo) and dist-bench/ (demo with 10,000 startups)…')
  execSync('npx vite build --logLevel error', { stdio: 'inherit' })
  execSync(`npx vite build --logLevel error --outDir dist-bench`, {
    stdio: 'inherit',
    env: { ...process.env, VITE_DEMO_STARTUPS: String(SCALE - 14) },
  })
  console.log("building dist-remote/ (remote mode, served by Seedling's server)…")
  execSync('npm run build:remote --silent', { stdio: 'inherit' })
}

// ── Bundle: initial JS + CSS per public route, from Vite's manifest ─────────────────────────
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
const gz = new Map()
const gzipSize = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join('dist', file)), { level: 9 }).length)
  return gz.get(file)
}
function closure(keys) {
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return files
}
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
for (const [route, file] of Object.entries(PUBLIC_ROUTES)) {
  const routeKeys = Object.keys(manifest).filter((key) => key.startsWith(`src/routes/${file}.tsx`))
  const files = closure([entryKey, ...routeKeys])
  const total = [...files].reduce((sum, f) => sum + gzipSize(f), 0)
  print(`app JS+CSS gzip for ${route} (entry and route)`, `${kb(total)} in ${files.size} files`)
}
{
  // The founder's Growth and Analytics pages (their charts included), beyond what the entry loads.
  const shared = closure([entryKey])
  const routeKeys = Object.keys(manifest).filter((key) =>
    key.startsWith('src/routes/dashboard/viewyourstartup.tsx'),
  )
  const own = [...closure(routeKeys)].filter((f) => !shared.has(f))
  const total = own.reduce((sum, f) => sum + gzipSize(f), 0)
  print('Growth and Analytics JS+CSS gzip beyond the entry', `${kb(total)} in ${own.length} files`)
}
const chunks = readdirSync('dist/assets')
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => ({ f, size: gzipSize(`assets/${f}`) }))
  .sort((a, b) => b.size - a.size)
for (const { f, size } of chunks.slice(0, 8)) print(`chunk ${f}`, `${kb(size)} gzip`)

// ── Servers ──────────────────────────────────────────────────────────────────────────────────
const serve = (outDir, port) =>
  preview({
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
    logLevel: 'silent',
  })
const demo = await serve('dist', 4180)
const scale = await serve('dist-bench', 4181)

try {
  // ── Lighthouse, mobile profile, median of N runs ──────────────────────────────────────────
  if (!flag('--skip-lighthouse')) {
    for (const route of Object.keys(PUBLIC_ROUTES))
      await lighthouse(`lighthouse ${route}`, `http://127.0.0.1:4180${route}`, runs)
    // A startup's shared page, rendered by Seedling's server serving the remote build, in its
    // own process (this one's fetch is not plain: the demo's modules are loaded here).
    execSync(`npx tsx scripts/bench-shared-page.ts --runs ${runs}`, { stdio: 'inherit' })
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })

  // ── What a public page loads before and after the visitor's first interaction ──────────────
  // Measured in the browser (every script and style sheet it fetched), with gzip sizes of the
  // built files; the HTML's inline styles and scripts are counted apart.
  const loaded = (page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /\.(js|css)$/.test(path)),
    )
  const bytesOf = (paths) => paths.reduce((sum, path) => sum + gzipSize(path.slice(1)), 0)
  for (const [route, file] of Object.entries(PUBLIC_ROUTES)) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(`http://127.0.0.1:4180${route}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(3000)
    const before = await loaded(page)
    const html = readFileSync(join('dist', `${file}.html`), 'utf8')
    const inline = [...html.matchAll(/<(style|script)[^>]*>([\s\S]*?)<\/\1>/g)]
      .map((match) => match[2])
      .join('')
    print(
      `JS+CSS gzip before the first interaction ${route}`,
      `${kb(bytesOf(before))} in ${before.length} files, plus ${kb(gzipSync(inline, { level: 9 }).length)} inline in the HTML`,
    )
    // The visitor's first touch: the app loads and takes the page over.
    await page.getByRole('heading', { level: 1 }).click()
    await page.locator('#root:not([data-prerendered])').waitFor()
    await page.waitForLoadState('networkidle')
    const after = await loaded(page)
    print(
      `JS+CSS gzip once the app has taken over ${route}`,
      `${kb(bytesOf(after))} in ${after.length} files`,
    )
    await context.close()
  }

  // ── Explore at 10,000 startups ────────────────────────────────────────────────────────────
  const page = await browser.newPage({
    baseURL: 'http://127.0.0.1:4181',
    viewport: { width: 1280, height: 800 },
  })
  const seedStart = Date.now()
  // Logging in waits longer here, as the first visit seeds 10,000.
  const investor = newPerson('bench')
  await newInvestorOnExplore(page, 180_000, investor)
  print(
    `demo first visit to explore at ${SCALE} startups (seed, sign-up, log-in)`,
    `${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  )

  // Client-side navigation to explore from another screen, with no cached explore data.
  const firstCard = await firstCardTimes(page)
  print(`explore time to first card at ${SCALE} startups (median of 5)`, `${median(firstCard)} ms`)
  print(
    `explore DOM nodes at ${SCALE} startups`,
    await page.evaluate(() => document.getElementsByTagName('*').length),
  )

  const frames = await page.evaluate(async () => {
    const times = []
    let last = performance.now()
    for (let i = 0; i < 240; i++) {
      window.scrollBy(0, 120)
      await new Promise((resolve) => requestAnimationFrame(resolve))
      const now = performance.now()
      times.push(now - last)
      last = now
    }
    return { times, nodes: document.getElementsByTagName('*').length, y: window.scrollY }
  })
  print(
    'explore scroll, 240 frames of 120 px',
    `median frame ${median(frames.times).toFixed(1)} ms, p95 ${quantile(frames.times, 0.95).toFixed(1)} ms, frames over 50 ms ${frames.times.filter((t) => t > 50).length}, DOM nodes after ${frames.nodes}`,
  )
  await page.evaluate(() => window.scrollTo(0, 0))

  // Logging in again with the CPU slowed: from the end of the app's last fixed wait to a card.
  const afterLogIn = await afterLogInTimes(page, investor, CPU_SLOWDOWN)
  print(
    `dashboard after log-in at ${SCALE} startups, CPU ${CPU_SLOWDOWN}x slower: end of the last wait to the first card (median of 5)`,
    `${median(afterLogIn)} ms (${afterLogIn.join(', ')})`,
  )
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Dashboard', exact: true })
    .waitFor()

  // Search, filter and sort: from the input event to the next frame with the new list.
  const react = async (label, act) => {
    const times = []
    for (let i = 0; i < 5; i++) times.push(await act(i))
    print(`explore ${label} at ${SCALE} startups (median of 5)`, `${median(times).toFixed(0)} ms`)
  }
  const timeInput = (selectorLabel, values, kind) => (i) =>
    page.evaluate(
      async ({ selectorLabel, value, kind }) => {
        const field = [...document.querySelectorAll('input, select')].find(
          (el) =>
            el.labels?.[0]?.textContent?.trim() === selectorLabel ||
            el.getAttribute('aria-label') === selectorLabel,
        )
        if (!field) throw new Error(`no field ${selectorLabel}`)
        const list = () =>
          document.querySelector('[aria-label="Startups"]')?.textContent ??
          document.body.textContent
        const before = list()
        const t0 = performance.now()
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set
        setter.call(field, value)
        field.dispatchEvent(new Event(kind, { bubbles: true }))
        while (list() === before) await new Promise((resolve) => requestAnimationFrame(resolve))
        await new Promise((resolve) => requestAnimationFrame(resolve))
        return performance.now() - t0
      },
      { selectorLabel, value: values[i % values.length], kind },
    )
  await react(
    'search',
    timeInput('Search startups', ['Dhun', 'Sehat', 'Krishi', 'Byte', 'Safar'], 'input'),
  )
  await timeInput('Search startups', [''], 'input')(0)
  await react(
    'domain filter',
    timeInput('Domain', ['Finance', 'IT', 'Healthcare', 'Education', 'Automobile'], 'change'),
  )
  await react(
    'sort',
    timeInput(
      'Sort by',
      ['newest', 'closest-to-goal', 'most-funded', 'newest', 'closest-to-goal'],
      'change',
    ),
  )
  await browser.close()
} finally {
  await demo.close()
  await scale.close()
}

// ── Demo backend at 10,000 startups (Node, fake IndexedDB) ───────────────────────────────────
execSync(`npx tsx scripts/bench-backend.ts ${SCALE}`, { stdio: 'inherit' })

// ── Remote mode at 1,000,000 startups (Seedling's server on PostgreSQL) ─────────────────────
if (!flag('--skip-remote'))
  execSync(`npx tsx scripts/bench-remote.ts${flag('--no-build') ? ' --no-build' : ''}`, {
    stdio: 'inherit',
  })
