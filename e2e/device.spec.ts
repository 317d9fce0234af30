import { expect } from '@playwright/test'
import { investWithDemoCode, openLaunchedStartup, test } from './fixtures'

// The kept devices of e2e/device.ts: a test after another on the same device finds the app
// installed but none of what the test before it did.
test.describe.configure({ mode: 'serial' })
test.use({ signedInAs: 'launched-investor' })

const LEFT_BEHIND = 'e2e:left-behind'

test('a test on a kept device invests and leaves a note behind', async ({ page }) => {
  const name = await openLaunchedStartup(page)
  await investWithDemoCode(page, name, 3000)
  await expect(page.getByText('Rs 3,000 Funded out of Rs 5,00,000')).toBeVisible()
  await page.evaluate((key) => localStorage.setItem(key, 'yes'), LEFT_BEHIND)
})

test('the next test on that device starts from the saved state, the app already installed', async ({
  page,
}) => {
  await page.goto('/dashboard')
  // Controlled from its first page: the worker installed before is still there.
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  expect(await page.evaluate((key) => localStorage.getItem(key), LEFT_BEHIND)).toBeNull()
  await openLaunchedStartup(page)
  await expect(page.getByText('Rs 0 Funded out of Rs 5,00,000')).toBeVisible()
})
