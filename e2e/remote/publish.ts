import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { attachReport } from '../fixtures'

const PNG = Buffer.from(readFileSync('public/icons/icon-192.png'))

/**
 * A new founder publicises `name` from their dashboard (remote mode: a PNG logo the server
 * draws); ends on the dashboard with the listing in review.
 */
export async function publishForReview(page: Page, name: string) {
  await page.getByRole('link', { name: 'Publicise your startup' }).click()
  await page.getByLabel('Startup name').fill(name)
  await page.getByLabel('Slogan').fill('Reviewed by a real operator')
  await page.getByLabel('Description', { exact: true }).fill('A startup the operator checks.')
  await page.getByLabel('Domain').selectOption('Education')
  await page.getByLabel('Stocks').fill('5')
  await page.getByLabel('Funds required').fill('200000')
  await page.getByLabel('Founded').fill('2022-01-01')
  await page
    .getByLabel('Logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
  await attachReport(page)
  await page.getByRole('button', { name: 'Publicise' }).click()
  await expect(page.getByLabel('Listing status')).toContainText('In review')
}
