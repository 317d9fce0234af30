// npm run profile:journey: the main-thread cost of one investor journey in the demo build, with
// the CPU slowed 4× (Chromium's throttling), in a new browser context as a first visit on a phone
// would be. It prints figures and asserts nothing. Options: --no-build (reuse dist/), --runs N
// (default 3), --trace FILE (keep the last run's Chromium trace to open in DevTools), --top N (the
// N functions and modules with the most JavaScript self time over all runs, from V8's sampling
// profiler, mapped to our sources and packages: the build is made with source maps), --compare
// REF (REF's demo build too, made in a worktree of its own: the two builds take turns, REF first
// in odd rounds and second in even ones, so that what the machine does meanwhile falls on both;
// --runs is then the runs of each, and --top samples both but names this checkout's functions only).
//
// The journey: log in → choose nothing (the role is already chosen) → explore → a startup's page
// → invest with the demo code → reload, its main-thread time printed by step too (the page marks
// each step's end with `console.timeStamp`). The account is made beforehand in another context
// and handed over as storage (accounts and the demo's database in IndexedDB, signed out), so the
// measured context still pays for the service worker's install and the app's first start.
import { execSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium, expect, type Browser, type Page } from '@playwright/test'
import { preview } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { selfTimes, type ProfileEvent } from './cpu-profile.ts'
import { appRenderers, mainThreadTime, type TraceEvent } from './main-thread-time.ts'
import { logIn, newPerson, signOut, signUp } from '../e2e/fixtures.ts'
import { cliOption } from './cli-option.ts'
import { demoBuildAt, git } from './worktree.ts'

const runs = Number(cliOption('--runs')) || 3
const traceFile = cliOption('--trace')
const top = Number(cliOption('--top')) || 0
const compare = cliOption('--compare')
const CPU_SLOWDOWN = 4
const PORT = 4179

/** An investor with a chosen role, signed out, as storage another context can start from. */
async function preparedInvestor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  const person = newPerson('journey')
  await signUp(page, person)
  await logIn(page, person)
  await page.getByRole('button', { name: 'Investor' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await signOut(page)
  const storage = await context.storageState({ indexedDB: true })
  await context.close()
  return { person, storage }
}

/** Marks the end of a step in the trace (a `TimeStamp` event), for the time by step. */
const step = (page: Page, name: string) => page.evaluate((n) => console.timeStamp(n), name)

/** The steps a person takes, each waiting as long as a slowed CPU needs (no assertions). */
async function journey(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/login')
  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByLabel('Email', { exact: true }).fill(person.email)
  await form.getByLabel('Password', { exact: true }).fill(person.password)
  await step(page, 'the log-in form')
  await form.getByRole('button', { name: 'Log In', exact: true }).click()
  const cards = page.getByRole('list', { name: 'Startups' }).getByRole('listitem')
  await cards.first().waitFor()
  await step(page, 'to explore')
  await cards.filter({ hasText: 'PadhoPal' }).getByRole('link').first().click()
  const invest = page.getByRole('button', { name: 'Invest Now' })
  await invest.click()
  const dialog = page.getByRole('dialog', { name: 'Invest in PadhoPal' })
  await dialog.getByText('I understand the risks', { exact: true }).click()
  await step(page, 'a startup, Invest')
  await dialog.getByLabel('Amount').fill('1000')
  await dialog.getByRole('button', { name: 'Get OTP' }).click()
  const notice = page.getByText(/^Demo inbox: your one-time code is \d{6}$/).last()
  await notice.waitFor()
  const code = (await notice.textContent())!.match(/\d{6}/)![0]
  await dialog.getByLabel('OTP').fill(code)
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await dialog.waitFor({ state: 'hidden' })
  await step(page, 'the code')
  await page.reload()
  await page.getByText(/^Rs [\d,]+ Funded out of Rs [\d,]+$/).waitFor()
  await invest.waitFor()
  await step(page, 'reload')
}

/** One build under test: where it is served from, and what its runs measured. */
interface Side {
  label: string
  outDir: string
  port: number
  /** Whether V8's samples of its runs count towards --top (this checkout's build has the maps). */
  sampled: boolean
  totals: number[]
  parts: Map<string, number[]>
  steps: Map<string, number[]>
}

/** One journey on `side`'s build in a new context, traced; its figures go to `side`. */
async function measure(browser: Browser, side: Side, run: number, last: boolean) {
  const baseURL = `http://127.0.0.1:${side.port}`
  const { person, storage } = await preparedInvestor(browser, baseURL)
  const context = await browser.newContext({ baseURL, storageState: storage })
  const page = await context.newPage()
  page.setDefaultTimeout(120_000)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'v8',
      // On both sides when compared, as the sampling costs main-thread time of its own (about a
      // quarter more script at 4×): only this checkout's samples are counted.
      ...(top ? ['disabled-by-default-v8.cpu_profiler'] : []),
    ],
  })
  const t0 = Date.now()
  await journey(page, person)
  const wall = Date.now() - t0
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[]
  }
  if (traceFile && last && side.sampled) writeFileSync(traceFile, JSON.stringify(trace))
  const { total, byName, bySteps } = mainThreadTime(trace.traceEvents, baseURL)
  if (top && side.sampled) {
    // The same renderers as the time above: the app's, not Chromium's own pages.
    const apps = appRenderers(trace.traceEvents, baseURL)
    samples.push(
      ...(trace.traceEvents.filter(
        (e) => ['ProfileChunk', 'Profile', 'thread_name'].includes(e.name) && apps.has(e.pid),
      ) as ProfileEvent[]),
    )
  }
  side.totals.push(total)
  for (const [kind, ms] of byName) side.parts.set(kind, [...(side.parts.get(kind) ?? []), ms])
  for (const [name, ms] of bySteps) side.steps.set(name, [...(side.steps.get(name) ?? []), ms])
  console.log(
    `${side.label}, run ${run}: main thread ${total.toFixed(0)} ms (${inMs(byName)}; by step: ${inMs(bySteps)}); wall ${wall} ms; CPU ${CPU_SLOWDOWN}× slower`,
  )
  await context.close()
}

/** "name 123 ms, …" for a map of times in ms. */
const inMs = (times: Map<string, number>) =>
  [...times].map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`).join(', ')

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

if (!process.argv.includes('--no-build'))
  execSync(`npx vite build --logLevel error${top ? ' --sourcemap' : ''}`, { stdio: 'inherit' })
const other = compare ? demoBuildAt(compare, 'journey') : null
const side = (label: string, outDir: string, port: number, sampled: boolean): Side => ({
  label,
  outDir,
  port,
  sampled,
  totals: [],
  parts: new Map(),
  steps: new Map(),
})
const sides = [
  side(`this checkout (${git('rev-parse', '--short', 'HEAD')})`, resolve('dist'), PORT, true),
  ...(other
    ? [side(`${compare} (${other.commit.slice(0, 7)})`, other.outDir, PORT + 1, false)]
    : []),
]
const samples: ProfileEvent[] = []
try {
  const servers = await Promise.all(
    sides.map((s) =>
      preview({
        build: { outDir: s.outDir },
        preview: { port: s.port, strictPort: true, host: '127.0.0.1' },
        logLevel: 'silent',
      }),
    ),
  )
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    try {
      for (let round = 0; round < runs; round++) {
        // With --compare the older build goes first in odd rounds and second in even ones.
        const order = round % 2 === 0 ? [...sides].reverse() : sides
        for (const s of order) await measure(browser, s, round + 1, round === runs - 1)
      }
    } finally {
      await browser.close()
    }
  } finally {
    await Promise.all(servers.map((server) => new Promise((done) => server.httpServer.close(done))))
  }
} finally {
  other?.remove()
}
for (const s of sides) {
  const medians = (of: Map<string, number[]>) =>
    inMs(new Map([...of].map(([name, ms]) => [name, median(ms)])))
  console.log(
    `${s.label}: journey main-thread time, median of ${runs}: ${median(s.totals).toFixed(0)} ms (runs ${Math.min(...s.totals).toFixed(0)}–${Math.max(...s.totals).toFixed(0)}; medians: ${medians(s.parts)}; by step: ${medians(s.steps)})`,
  )
}
if (other)
  console.log(
    `this checkout against ${compare}: ${((median(sides[0]!.totals) / median(sides[1]!.totals)) * 100).toFixed(0)} % of its main-thread time`,
  )
if (top) {
  const { byFunction, byModule } = selfTimes(samples, 'dist')
  const list = (title: string, rows: Array<[string, number]>) => {
    console.log(`${title} (JavaScript self time over ${runs} runs, CPU ${CPU_SLOWDOWN}× slower):`)
    for (const [name, ms] of rows.slice(0, top))
      console.log(`  ${(ms / runs).toFixed(0).padStart(6)} ms a run  ${name}`)
  }
  list('top modules', byModule)
  list('top functions', byFunction)
}
