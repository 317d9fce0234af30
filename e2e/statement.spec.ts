import { readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { istDateTime } from '../src/domain/format'
import { investWithDemoCode, openDashboard, openFromSidebar, test } from './fixtures'

test.use({ signedInAs: 'investor' })

test("Funded's CSV statement has Funded's rows; each investment has a receipt; print shows the list alone", async ({
  page,
}) => {
  await openDashboard(page, '/dashboard/startup/padho-pal')
  await investWithDemoCode(page, 'PadhoPal', 1200)
  await page.goto('/dashboard/startup/stay-sutra')
  await investWithDemoCode(page, 'StaySutra', 850)
  await openFromSidebar(page, 'Funded')
  const rows = page.getByRole('main').getByRole('listitem')
  await expect(rows).toHaveCount(2)

  // The statement: a header, then one line per row of Funded, same startup, amount and date.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download statement' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('seedling-statement.csv')
  const bytes = readFileSync((await download.path())!)
  // The byte-order mark first, so Excel reads the file as UTF-8.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const [header, ...lines] = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')
  expect(header).toBe(
    'Date (IST),Startup,Amount (INR),Reference,Status,Implied stake (%),Refunded (IST),Refund reference',
  )
  expect(lines).toHaveLength(2)
  for (const [index, line] of lines.entries()) {
    const [date, startup, amount, reference, status, stake] = line!.split(',')
    expect(status).toBe('Confirmed')
    // The share the amount bought at the startup's terms: a small positive number.
    expect(Number(stake)).toBeGreaterThan(0)
    expect(Number(stake)).toBeLessThan(1)
    const row = rows.nth(index)
    await expect(row).toContainText(startup!)
    await expect(row).toContainText(`₹${Number(amount).toLocaleString('en-IN')}`)
    // India's time, as a spreadsheet reads a date and time.
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    expect(date).toBe(istDateTime((await row.locator('time').getAttribute('datetime'))!))
    await expect(row).toHaveAttribute('id', `payment-${reference}`)
  }
  expect(lines.map((line) => line.split(',')[1]).sort()).toEqual(['PadhoPal', 'StaySutra'])
  const staySutraStake = lines.find((line) => line.split(',')[1] === 'StaySutra')!.split(',')[5]

  // On paper: the list and the total, without the bars, the buttons or the notices.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Download statement' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeHidden()
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toBeVisible()
  await expect(page.getByText(/Total invested: ₹2,050/)).toBeVisible()
  await page.emulateMedia({ media: 'screen' })

  // A receipt: amount, startup, date and time, reference and status.
  await page.getByRole('link', { name: 'Receipt for StaySutra' }).click()
  await expect(page).toHaveURL(/\/dashboard\/receipt\/[^/]+$/)
  const reference = decodeURIComponent(page.url().split('/').pop()!)
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Funded' }),
  ).toHaveAttribute('aria-current', 'page')
  const receipt = page.getByRole('main')
  await expect(receipt).toContainText('₹850')
  await expect(receipt).toContainText('StaySutra')
  await expect(receipt).toContainText(reference)
  // The stake it bought, as the statement says it.
  await expect(receipt).toContainText(`Implied stake${staySutraStake}%`)
  await expect(receipt).toContainText(/Cancellable until \d{1,2} [A-Z][a-z]{2} \d{4}/)
  await expect(receipt.locator('time')).toHaveText(/\d{1,2} [A-Z][a-z]+ \d{4}.*\d{1,2}:\d{2}/)
  await page.getByRole('link', { name: 'Back to Funded' }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/funded#payment-${reference}$`))
})
