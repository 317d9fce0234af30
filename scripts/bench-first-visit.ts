// npm run bench:first-visit: what a new device's first visit to the demo costs the machine, its
// offline copy included. Each visit is a fresh browser context (no cache, no service worker, as
// every end-to-end test's device is): it opens /login, focuses the e-mail field (the app and the
// demo's backend start), and waits until the offline copy is whole (the OFFLINE_READY_MARK) or
// 30 s, then closes. Prints, for N visits one after another, the machine's CPU time (every
// process, from /proc/stat: the browser's, `vite preview`'s) a visit, `vite preview`'s share, the
// median time to the offline copy and how many visits got it; asserts nothing. Linux only.
// Options: --visits N (default 8), --no-build (use dist/ as it is), --compare REF (the same visits
// against REF's demo build, made in a worktree of its own, one after the other in this run).
import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { preview } from 'vite'
import { OFFLINE_READY_MARK } from '../src/pwa/control.ts'
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './chromium.ts'
import { demoBuildAt, git } from './worktree.ts'
import { cliOption } from './cli-option.ts'

const visits = Number(cliOption('--visits')) || 8
const compare = cliOption('--compare')
const PORT = 4184

/** CPU time the whole machine has spent so far, in seconds (user, nice, system, irq, softirq). */
function machineCpu() {
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number)
  return (user! + nice! + system! + irq! + softirq!) / 100
}

/** This process's CPU time so far (`vite preview` runs in it), in seconds. */
const ownCpu = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6
}

/** One fresh device's first visit; ms until its offline copy was whole, or null (not in 30 s). */
async function visit(browser: Browser): Promise<number | null> {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}` })
  try {
    const page = await context.newPage()
    const start = Date.now()
    await page.goto('/login')
    await page.getByLabel('Email').first().focus()
    const ready = await page
      .waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        OFFLINE_READY_MARK,
        { timeout: 30_000 },
      )
      .then(
        () => true,
        () => false,
      )
    return ready ? Date.now() - start : null
  } finally {
    await context.close()
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function measure(browser: Browser, outDir: string, label: string) {
  const server = await preview({
    build: { outDir },
    preview: { host: '127.0.0.1', port: PORT, strictPort: true },
    logLevel: 'silent',
  })
  const times: (number | null)[] = []
  const [machineBefore, ownBefore] = [machineCpu(), ownCpu()]
  try {
    for (let run = 0; run < visits; run++) times.push(await visit(browser))
  } finally {
    await new Promise((done) => server.httpServer.close(done))
  }
  const machine = (machineCpu() - machineBefore) / visits
  const own = (ownCpu() - ownBefore) / visits
  const ready = times.filter((time): time is number => time !== null)
  const files = (readFileSync(resolve(outDir, 'sw.js'), 'utf8').match(/"url":/g) ?? []).length
  console.log(`${label}: ${visits} visits, ${files} files in the offline copy`)
  console.log(
    `  machine CPU a visit: ${machine.toFixed(2)} s (vite preview and this bench ${own.toFixed(2)} s)`,
  )
  console.log(
    `  offline copy whole: ${ready.length} of ${visits}, median ${ready.length ? `${(median(ready)! / 1000).toFixed(2)} s` : '—'}`,
  )
}

if (!process.argv.includes('--no-build'))
  execSync('npx vite build --logLevel error', { stdio: 'inherit' })
const other = compare ? demoBuildAt(compare, 'first-visit') : null
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS })
try {
  console.log('first visits of new devices, one after another (demo build, vite preview)')
  if (other) await measure(browser, other.outDir, `${compare} (${other.commit.slice(0, 7)})`)
  await measure(browser, resolve('dist'), `this checkout (${git('rev-parse', '--short', 'HEAD')})`)
} finally {
  await browser.close()
  other?.remove()
}
