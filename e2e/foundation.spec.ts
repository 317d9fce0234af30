import { expect, test, type Request } from '@playwright/test'
import { logIn, newPerson, newUserWithRole, signUp } from './fixtures'

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

test("a first visit's worker fetches the app's files several at a time", async ({
  page,
  context,
}) => {
  // The demo answers only once the worker has installed, and installing is precaching every file
  // of the app: one after another that wait is as long as 158 round trips (src/pwa/sw.ts).
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
  await page.goto('/signup')
  // The sign-up form starts the demo backend, which installs the worker and waits for it.
  await page.getByLabel('Email', { exact: true }).focus()
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller))
  expect(fetched).toBeGreaterThan(100)
  expect(most).toBeGreaterThanOrEqual(5)
})
