import { execSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import { newPerson, signOut, signUp, type Person } from '../e2e/fixtures.ts'
import { SPLASH_OVER_MARK } from '../src/lib/splash.ts'

/** Signs a new investor up and in, and waits for the first explore card (a first visit). */
export async function newInvestorOnExplore(
  page: Page,
  timeout: number,
  person = newPerson('bench'),
) {
  await signUp(page, person)
  const login = page.getByRole('form', { name: 'Log in' })
  await login.getByLabel('Email', { exact: true }).fill(person.email)
  await login.getByLabel('Password', { exact: true }).fill(person.password)
  await login.getByRole('button', { name: 'Log In', exact: true }).click()
  await page.getByRole('button', { name: 'Investor' }).click({ timeout })
  const cards = page.getByRole('list', { name: 'Startups' }).getByRole('listitem')
  await cards.first().waitFor({ timeout })
  return cards
}

/** From another screen back to explore five times: ms from the click to the first card. */
export async function firstCardTimes(page: Page) {
  const cards = page.getByRole('list', { name: 'Startups' }).getByRole('listitem')
  const times: number[] = []
  for (let i = 0; i < 5; i++) {
    await page.goto('/dashboard/funded')
    await page.getByRole('heading', { level: 1 }).waitFor()
    const t0 = Date.now()
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click()
    await cards.first().waitFor()
    times.push(Date.now() - t0)
  }
  return times
}

/**
 * Logs `person` in again five times with the CPU slowed `cpuSlowdown` times (Chromium's
 * throttling): ms from the end of the app's last fixed wait (the loading screen's minimum time,
 * marked by the app) to the first explore card on the dashboard.
 */
export async function afterLogInTimes(page: Page, person: Person, cpuSlowdown: number) {
  const cdp = await page.context().newCDPSession(page)
  const times: number[] = []
  for (let i = 0; i < 5; i++) {
    await signOut(page)
    await page.goto('/login')
    const login = page.getByRole('form', { name: 'Log in' })
    await login.getByLabel('Email', { exact: true }).fill(person.email)
    await login.getByLabel('Password', { exact: true }).fill(person.password)
    // The first card's arrival, timed in the page on the same clock as the app's mark.
    await page.evaluate(() => {
      const w = window as unknown as { firstCardAt?: Promise<number> }
      // No named functions in here: tsx would wrap them in a helper the page lacks.
      w.firstCardAt = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[aria-label="Startups"] li')) return
          observer.disconnect()
          resolve(performance.now())
        })
        observer.observe(document.body, { childList: true, subtree: true })
      })
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await login.getByRole('button', { name: 'Log In', exact: true }).click()
    const { cardAt, overAt } = await page.evaluate(async (mark) => {
      const cardAt = await (window as unknown as { firstCardAt: Promise<number> }).firstCardAt
      const over = performance.getEntriesByName(mark)
      return { cardAt, overAt: over.length ? over[over.length - 1]!.startTime : Number.NaN }
    }, SPLASH_OVER_MARK)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    times.push(Math.round(cardAt - overAt))
  }
  return times
}

/**
 * The app built for remote mode against a server on loopback at `apiPort`, signing in with the
 * demo's accounts (which a server started with demo tokens takes), into `outDir`.
 */
export function buildRemoteDemoAuthApp(outDir: string, apiPort: number) {
  execSync(`npx vite build --logLevel error --outDir ${outDir}`, {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_API_MODE: 'remote',
      VITE_AUTH_MODE: 'demo',
      VITE_API_URL: `http://127.0.0.1:${apiPort}`,
    },
  })
}
