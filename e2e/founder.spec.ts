import { readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import {
  attachReport,
  describeSignedIn,
  dropLogo,
  expectImageLoaded,
  fillStartup,
  investWithDemoCode,
  openDashboard,
  openFromSidebar,
  openLaunchedStartup,
  PDF,
  switchTo,
  test,
} from './fixtures'

describeSignedIn('founder', 'a founder without a startup', () => {
  test('a founder publicises with a dragged-in logo and a PDF, and sees its pages appear', async ({
    page,
  }) => {
    await openDashboard(page)
    await expect(page.getByText("Looks like you haven't published your startup yet.")).toBeVisible()
    await page.getByRole('link', { name: 'Publicise your startup' }).click()

    const name = `Tiffin Trail ${Date.now().toString(36)}`
    await fillStartup(page, name)
    await expect(
      page.getByRole('region', { name: 'Description preview' }).getByText('home-cooked'),
    ).toBeVisible()
    await dropLogo(page)
    await attachReport(page)
    // The app goes on to the dashboard without a reload: this mark would not survive one.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true))
    await page.getByRole('button', { name: 'Publicise' }).click()

    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText('Your startup is in review')).toBeVisible()
    await expect(
      page.getByText(`A Seedling operator checks ${name} before investors see it.`, {
        exact: false,
      }),
    ).toBeVisible()
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
    const nav = page.getByRole('navigation', { name: 'Dashboard' })
    await expect(nav.getByRole('link', { name: 'Startup Growth' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Fundings' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Publicise' })).toHaveCount(0)
    const summary = page
      .getByRole('article', { name: 'Your startup' })
      .or(page.getByLabel('Your startup', { exact: true }))
    await expect(summary).toContainText(name)
    await expectImageLoaded(page.getByRole('img', { name: `${name} logo` }))
    await openFromSidebar(page, 'Fundings')
    await expect(page.getByText('No fundings yet')).toBeVisible()
  })

  test('a future founding date and a wrong file type are refused before sending, keeping every input', async ({
    page,
  }) => {
    await openDashboard(page, '/dashboard/publicise')
    await fillStartup(page, 'Future Foods')
    await page.getByLabel('Founded').fill('2999-01-01')
    await dropLogo(page)
    await attachReport(page, 'report.exe', 'MZ', 'application/octet-stream')
    await page.getByRole('button', { name: 'Publicise' }).click()
    await expect(page.getByText('Founded cannot be later than today')).toBeVisible()
    await expect(
      page.getByText('The report must be a .pdf, .doc, .docx or .txt file'),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/publicise$/)
    await expect(page.getByLabel('Startup name')).toHaveValue('Future Foods')
    await expect(page.getByLabel('Slogan')).toHaveValue('Home-cooked lunch for office workers')
    await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible()
  })

  test('a submit the server refuses says why and keeps every input; the draft survives a reload', async ({
    page,
  }) => {
    await openDashboard(page, '/dashboard/publicise')
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
})

describeSignedIn('launched-investor', 'a published startup', () => {
  test('an investor downloads its report and funds it; the founder sees it in Fundings, the CSV and Growth', async ({
    page,
    people,
  }) => {
    const name = await openLaunchedStartup(page)
    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download Pdf Report' }).click()
    const report = await downloading
    expect(readFileSync((await report.path())!)).toEqual(PDF)
    await investWithDemoCode(page, name, 2500)

    // The founder sees the funding, exports it and watches the chart move.
    await switchTo(page, people.founder)
    await openFromSidebar(page, 'Fundings')
    await expect(
      page.getByRole('heading', { name: 'See who funded in your startup' }),
    ).toBeVisible()
    const row = page.getByRole('listitem').filter({ hasText: people.investor.name })
    await expect(row).toContainText('₹2,500')
    await expect(row).toContainText(people.investor.email)
    const exporting = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const csv = readFileSync((await (await exporting).path())!, 'utf8')
    expect(csv.split('\r\n')[0]).toBe('\uFEFFName,Email,Amount (INR),Date (IST),Status')
    expect(csv).toContain(`${people.investor.name},${people.investor.email},2500,`)
    expect(csv).toMatch(/,2500,\d{4}-\d{2}-\d{2} \d{2}:\d{2},Confirmed\r\n/)

    await openFromSidebar(page, 'Startup Growth')
    await expect(
      page.getByRole('img', { name: /Funds received over time, from ₹0 on .* to ₹2\.50K on / }),
    ).toBeVisible()
    await expect(page.getByText('₹2,500').first()).toBeVisible()
  })
})
