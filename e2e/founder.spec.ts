import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import {
  fillStartup,
  investWithDemoCode,
  logIn,
  newUserWithRole,
  attachReport,
  PDF,
  signOut,
  type Person,
  expectImageLoaded,
  openFromSidebar,
  dropLogo,
  newFounderPublicising,
} from './fixtures'

test('a founder publicises with a dragged-in logo and a PDF, is funded, and sees it in Fundings and Growth', async ({
  page,
}) => {
  const founder: Person = await newUserWithRole(page, 'Start Up', 'founder')
  await expect(page.getByText("Looks like you haven't published your startup yet.")).toBeVisible()
  await page.getByRole('link', { name: 'Publicise your startup' }).click()

  const name = `Tiffin Trail ${Date.now().toString(36)}`
  await fillStartup(page, name)
  await expect(
    page.getByRole('region', { name: 'Description preview' }).getByText('home-cooked'),
  ).toBeVisible()
  await dropLogo(page)
  await attachReport(page)
  await page.getByRole('button', { name: 'Publicise' }).click()

  await expect(page).toHaveURL(/\/dashboard$/)
  const nav = page.getByRole('navigation', { name: 'Dashboard' })
  await expect(nav.getByRole('link', { name: 'Startup Growth' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Fundings' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Publicise' })).toHaveCount(0)
  const summary = page
    .getByRole('article', { name: 'Your startup' })
    .or(page.getByLabel('Your startup'))
  await expect(summary).toContainText(name)
  await expectImageLoaded(page.getByRole('img', { name: `${name} logo` }))
  await page.goto('/dashboard/fundings')
  await expect(page.getByText('No fundings yet')).toBeVisible()

  // An investor in the same browser funds it and downloads the report.
  await page.goto('/dashboard')
  await signOut(page)
  await newUserWithRole(page, 'Investor', 'funder')
  await page.getByLabel('Search startups').fill(name)
  await page.getByRole('link', { name }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download Pdf Report' }).click()
  const report = await downloading
  expect(readFileSync((await report.path())!)).toEqual(PDF)

  await investWithDemoCode(page, name, 2500)
  await page.goto('/dashboard')
  await signOut(page)

  // The founder sees the funding, exports it and watches the chart move.
  await page.goto('/login')
  await logIn(page, founder)
  await expect(page).toHaveURL(/\/dashboard$/)
  await openFromSidebar(page, 'Fundings')
  await expect(page.getByRole('heading', { name: 'See who funded in your startup' })).toBeVisible()
  const row = page.getByRole('listitem').filter({ hasText: 'Test funder' })
  await expect(row).toContainText('₹2,500')
  await expect(row).toContainText('@example.com')
  const exporting = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = readFileSync((await (await exporting).path())!, 'utf8')
  expect(csv.split('\r\n')[0]).toBe('Name,Email,Amount (INR),Date,Status')
  expect(csv).toMatch(/Test funder .*@example\.com,2500,[^,]+,Confirmed\r\n/)

  await openFromSidebar(page, 'Startup Growth')
  await expect(
    page.getByRole('img', { name: /Funds received over time, from ₹0 on .* to ₹2\.50K on / }),
  ).toBeVisible()
  await expect(page.getByText('₹2,500').first()).toBeVisible()
})

test('a future founding date and a wrong file type are refused before sending, keeping every input', async ({
  page,
}) => {
  await newFounderPublicising(page, 'careful-founder')
  await fillStartup(page, 'Future Foods')
  await page.getByLabel('Founded').fill('2999-01-01')
  await dropLogo(page)
  await attachReport(page, 'report.exe', 'MZ', 'application/octet-stream')
  await page.getByRole('button', { name: 'Publicise' }).click()
  await expect(page.getByText('Founded cannot be later than today')).toBeVisible()
  await expect(page.getByText('The report must be a .pdf, .doc, .docx or .txt file')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/publicise$/)
  await expect(page.getByLabel('Startup name')).toHaveValue('Future Foods')
  await expect(page.getByLabel('Slogan')).toHaveValue('Home-cooked lunch for office workers')
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible()
})

test('a submit the server refuses says why and keeps every input; the draft survives a reload', async ({
  page,
}) => {
  await newFounderPublicising(page, 'refused-founder')
  await fillStartup(page, 'Disguised Docs')
  await dropLogo(page)
  // Named .pdf, but not a PDF inside: only the server's content check can tell.
  await attachReport(page, 'report.pdf', 'MZ not a pdf', 'application/pdf')
  await page.getByRole('button', { name: 'Publicise' }).click()
  await expect(
    page.getByText("The report's contents do not match its file type").first(),
  ).toBeVisible()
  await expect(page.getByText('Everything you entered is still here.')).toBeVisible()
  await expect(page.getByLabel('Startup name')).toHaveValue('Disguised Docs')
  await expect(page.getByLabel('Funds required')).toHaveValue('5,00,000')

  await page.reload()
  await expect(page.getByLabel('Startup name')).toHaveValue('Disguised Docs')
  await expect(page.getByLabel('Funds required')).toHaveValue('5,00,000')
  await expect(page.getByLabel('Domain')).toHaveValue('Hospitality')
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue(/home-cooked/)
})
