import { expect, test } from '@playwright/test'

test('the offline notice comes and goes with the connection', async ({ page, context }) => {
  await page.goto('/')
  // Once the app has rendered and its worker controls the page, going offline loses nothing.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller))
  const notice = page.getByRole('status').filter({ hasText: "You're offline" })
  await expect(notice).toHaveCount(0)
  await context.setOffline(true)
  await expect(notice).toHaveText("You're offline. The demo keeps working on this device.")
  await context.setOffline(false)
  await expect(notice).toHaveCount(0)
})
