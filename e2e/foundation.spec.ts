import { expect, test, type Request } from '@playwright/test'
import { logIn, newPerson, newUserWithRole, offlineReady, signUp } from './fixtures'

test('a new user signs up, logs in, chooses a role and is greeted by name; a reload keeps them in', async ({
  page,
}) => {
  const person = newPerson('investor')
  await signUp(page, person)
  await expect(page.getByText('Account created successfully. Log In')).toBeVisible()
  await logIn(page, person)

  await expect(page.getByRole('heading', { name: 'Welcome to Seedling' })).toBeVisible()
  await expect(page.getByText('To get started, please select your role')).toBeVisible()
  await page.getByRole('button', { name: 'Investor' }).click()

  await expect(page).toHaveURL(/\/dashboard$/)
  const greeting = page.getByRole('heading', { level: 1 })
  await expect(greeting).toHaveText(new RegExp(`^Good (morning|afternoon|evening), ${person.name}`))

  await page.reload()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.name)
})

test('signed-out visitors are sent to /signup from /role and /dashboard', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/signup$/)
  await page.goto('/role')
  await expect(page).toHaveURL(/\/signup$/)
})

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back To Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

// As Seedling's server sends them (server/test covers it): a script that must be revalidated
// gets no compiled code kept by Chromium, so every start of the demo compiled the app afresh.
test('the demo sends its hashed files as immutable, and pages and the worker to be revalidated', async ({
  request,
}) => {
  const shell = await request.get('/app.html')
  expect(shell.headers()['cache-control']).toBe('no-cache')
  const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(await shell.text())?.[1]
  expect(entry).toBeDefined()
  const script = await request.get(entry!)
  expect(script.ok()).toBe(true)
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  for (const path of ['/', '/sw.js', '/manifest.webmanifest'])
    expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache')
})

test('a page opened while the service worker is still installing loads once, without reload loops', async ({
  browser,
}) => {
  for (let attempt = 0; attempt < 4; attempt++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/signup$/)
    let loads = 0
    page.on('load', () => (loads += 1))
    await page.goto('/role')
    await expect(page).toHaveURL(/\/signup$/)
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible()
    await page.waitForTimeout(1000)
    expect(loads).toBe(1)
    await context.close()
  }
})

test('a first visit left at once still gets the whole demo data', async ({ page }) => {
  await page.goto('/')
  await page.goto('/login')
  await newUserWithRole(page, 'Investor', 'hasty')
  await expect(page.getByRole('list', { name: 'Startups' }).getByRole('listitem')).toHaveCount(14)
})

test("a first visit's worker serves at once, then copies the app's files several at a time", async ({
  page,
  context,
}) => {
  // A first install copies nothing, so the demo answers as soon as the worker is active; the
  // offline copy follows, ten files at a time (src/pwa/sw.ts). One after another it would be as
  // long as 180 round trips; before the worker, it held the demo back by as long.
  let inFlight = 0
  let most = 0
  let fetched = 0
  context.on('request', (request) => {
    if (!request.serviceWorker()) return
    inFlight += 1
    fetched += 1
    most = Math.max(most, inFlight)
  })
  const settled = (request: Request) => {
    if (request.serviceWorker()) inFlight -= 1
  }
  context.on('requestfinished', settled)
  context.on('requestfailed', settled)
  // How many files the worker had fetched when it took the page (before the page asks for the copy).
  let fetchedWhenControlled = -1
  await page.exposeFunction('workerTookThePage', () => (fetchedWhenControlled = fetched))
  await page.addInitScript(() =>
    navigator.serviceWorker.addEventListener('controllerchange', () =>
      (window as unknown as { workerTookThePage: () => void }).workerTookThePage(),
    ),
  )
  await page.goto('/signup')
  // The sign-up form starts the demo backend, which registers the worker and waits for it.
  await page.getByLabel('Email', { exact: true }).focus()
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller))
  await expect.poll(() => fetchedWhenControlled).toBeGreaterThanOrEqual(0)
  expect(fetchedWhenControlled).toBeLessThan(10)
  await offlineReady(page)
  expect(fetched).toBeGreaterThan(100)
  expect(most).toBeGreaterThanOrEqual(5)
})
