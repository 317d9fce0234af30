import { expect, type Page } from '@playwright/test'
import {
  describeSignedIn,
  FIRST_VISIT_MS,
  LAUNCHED_STARTUP,
  openDashboard,
  openFromSidebar,
  takenOver,
  test,
} from './fixtures'
import { expectNothingUnderFloating } from './room'

/**
 * The floating layer (the demo notice, the offline pill) never hides a text or a control: on each
 * main screen, at a phone's size and a desktop's, online and offline, everything can be scrolled
 * clear of it (e2e/room.ts checks every text and control under it with `elementFromPoint`).
 */

/** A phone test (the phone project) and a desktop one (the desktop project) of the same steps. */
const SIZES = [' @phone', ''] as const
const sizeName = (tag: string) => (tag ? 'phone' : 'desktop')

/** Follows a sidebar link; on a phone the sidebar is behind 'Open sidebar'. */
async function go(page: Page, link: string) {
  const open = page.getByRole('button', { name: 'Open sidebar' })
  if (await open.isVisible()) await open.click()
  await openFromSidebar(page, link)
}

async function offline(page: Page) {
  await page.context().setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible()
}

test.describe('nothing is hidden under the floating layer', () => {
  describeSignedIn('signed-out', 'signed out', () => {
    for (const tag of SIZES)
      test(`the landing, sign-up, log-in and public pages, online and offline (${sizeName(tag)})${tag}`, async ({
        page,
      }) => {
        await page.goto('/')
        // The visitor scrolls: the app takes the prerendered page over.
        await page.mouse.wheel(0, 200)
        await takenOver(page, FIRST_VISIT_MS)
        // The landing's lists come in as they near the screen: the end is the end once they have.
        await page.getByRole('heading', { name: 'Top 5 funded startups' }).scrollIntoViewIfNeeded()
        await expect(page.locator('#recents ol')).toHaveAttribute('aria-busy', 'false')
        await expectNothingUnderFloating(page, 'the landing page')
        await page.goto('/s/safar-ev')
        await expect(page.getByRole('heading', { level: 1, name: 'Safar EV' })).toBeVisible()
        await takenOver(page)
        await expectNothingUnderFloating(page, 'a public page')
        for (const [path, form] of [
          ['/signup', 'Sign up'],
          ['/login', 'Log in'],
        ] as const) {
          await page.goto(path)
          // The visitor taps the first field: the app takes the prerendered form over.
          await page.getByRole('form', { name: form }).getByLabel('Email', { exact: true }).click()
          await takenOver(page)
          await expectNothingUnderFloating(page, path)
          await offline(page)
          await expectNothingUnderFloating(page, `${path} offline`)
          await page.context().setOffline(false)
        }
      })
  })

  describeSignedIn('launched-investor', 'an investor', () => {
    for (const tag of SIZES)
      test(`explore, a startup and the funded list, online and offline (${sizeName(tag)})${tag}`, async ({
        page,
      }) => {
        await openDashboard(page)
        await expect(page.getByRole('list', { name: 'Startups' })).toBeVisible()
        await expectNothingUnderFloating(page, 'explore')
        await offline(page)
        await expectNothingUnderFloating(page, 'explore offline')
        await page.context().setOffline(false)
        await page.getByRole('list', { name: 'Startups' }).getByRole('link').first().click()
        await expect(page.getByRole('button', { name: 'Invest Now' })).toBeVisible()
        await expectNothingUnderFloating(page, "a startup's page")
        await go(page, 'Funded')
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNothingUnderFloating(page, 'the funded list')
      })
  })

  describeSignedIn('launched-founder', 'a founder', () => {
    for (const tag of SIZES)
      test(`the founder's home, growth page, fundings and help (${sizeName(tag)})${tag}`, async ({
        page,
      }) => {
        await openDashboard(page)
        await expect(page.getByText(LAUNCHED_STARTUP).first()).toBeVisible()
        await expectNothingUnderFloating(page, "the founder's home")
        for (const link of ['Startup Growth', 'Fundings', 'Help']) {
          await go(page, link)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          await expectNothingUnderFloating(page, link)
        }
        await offline(page)
        await expectNothingUnderFloating(page, 'Help offline')
        // A short window: the sidebar's last links reach the floating layer's height.
        if (!tag) {
          await page.setViewportSize({ width: 1280, height: 360 })
          await expectNothingUnderFloating(page, 'Help offline, in a short window')
        }
      })
  })
})
