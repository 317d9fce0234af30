import { expect, type BrowserContext, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import {
  attachReport,
  expectImageLoaded,
  fillStartup,
  investWithDemoCode,
  logIn,
  newUserWithRole,
  offlineReady,
  openDashboard,
  openStartup,
  signOut,
  takenOver,
  test,
} from './fixtures'

test.describe('an investor', () => {
  test.use({ signedInAs: 'investor', device: 'new' })

  /** The first visit of this device (its worker in control, its offline copy whole), then the network off. */
  async function firstVisitThenOffline(page: Page, context: BrowserContext) {
    await openDashboard(page)
    await offlineReady(page)
    await context.setOffline(true)
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible()
  }

  test('after the first visit the demo works with the network off: reload, explore, detail, invest', async ({
    page,
    context,
    people,
  }) => {
    await firstVisitThenOffline(page, context)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(people.investor.name)
    await openStartup(page, 'DhunBox')
    await investWithDemoCode(page, 'DhunBox', 300)
    await page.goto('/dashboard/funded')
    await expect(page.getByRole('listitem').filter({ hasText: 'DhunBox' })).toContainText('₹300')
  })

  test('after the first visit an investor signs out and logs in again with the network off', async ({
    page,
    context,
    people,
  }) => {
    await firstVisitThenOffline(page, context)
    await signOut(page)
    await page.goto('/login')
    await logIn(page, people.investor)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(people.investor.name)
  })
})

test('the offline notice comes and goes with the connection', async ({ page, context }) => {
  await page.goto('/')
  // Once the app has taken over (the visitor scrolled) and works offline, going offline loses
  // nothing.
  await page.mouse.wheel(0, 200)
  await takenOver(page)
  await offlineReady(page)
  const notice = page.getByRole('status').filter({ hasText: "You're offline" })
  await expect(notice).toHaveCount(0)
  await context.setOffline(true)
  await expect(notice).toHaveText("You're offline. The demo keeps working on this device.")
  await context.setOffline(false)
  await expect(notice).toHaveCount(0)
})

test('signing up offline gives a drawn avatar, and no request leaves the origin', async ({
  page,
  context,
  baseURL,
}) => {
  const elsewhere: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.origin !== new URL(baseURL!).origin)
      elsewhere.push(url.href)
  })
  await page.goto('/')
  await page.mouse.wheel(0, 200)
  await offlineReady(page)
  await context.setOffline(true)
  await newUserWithRole(page, 'Investor', 'offline-avatar')
  // The generated avatar is drawn here: an SVG data address, not the avatar service's.
  const picture = page.getByRole('button', { name: 'Open user menu' }).locator('img')
  await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml/)
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  expect(elsewhere).toEqual([])
})

test.describe('a founder', () => {
  test.use({ signedInAs: 'founder', device: 'new' })

  test('after the first visit a founder publicises with the network off, and it lasts', async ({
    page,
    context,
  }) => {
    await openDashboard(page)
    await offlineReady(page)
    await context.setOffline(true)
    await page.reload()
    await page.getByRole('link', { name: 'Publicise your startup' }).click()
    const name = `Offline Okra ${Date.now().toString(36)}`
    await fillStartup(page, name)
    await page.getByLabel('Logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: readFileSync('public/icons/icon-192.png'),
    })
    await attachReport(page)
    await page.getByRole('button', { name: 'Publicise' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.reload()
    await expect(page.getByLabel('Your startup', { exact: true })).toContainText(name)
    await expectImageLoaded(page.getByRole('img', { name: `${name} logo` }))
  })
})
