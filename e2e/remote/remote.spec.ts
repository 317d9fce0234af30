import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { openVerificationLink } from '../../scripts/verification-link'
import {
  approveAsOperator,
  logIn,
  newPerson,
  newUserWithRole,
  signUp,
  PDF,
  trackCspViolations,
  type Person,
  expectImageLoaded,
  offlineReady,
  openFromSidebar,
  openInvestDialog,
  searchStartups,
  tickRisks,
} from '../fixtures'
import { OPERATOR } from '../../scripts/appoint-operator.mjs'
import { lastMailTo, mailCount } from './mail'

/**
 * The main journeys with the real Firebase SDK (against the Auth emulator) and the app talking
 * over HTTP to Seedling's own server (server/). The OTP is read from the e-mail the server sent
 * over SMTP to the test run's mail server.
 */
const PNG = Buffer.from(readFileSync('public/icons/icon-192.png'))

/**
 * The status each answer to a request whose address holds `part` had on the wire, as the page's
 * network stack saw it (a 304 the browser's cache turns into the stored 200 shows as 304 here).
 * Chromium sends a response's extra info from its network service and the request from the page,
 * in either order (a quick answer on loopback can come first): each is kept until both are in.
 */
async function wireStatuses(page: Page, part: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const urls = new Map<string, string>()
  const codes = new Map<string, number>()
  const statuses: number[] = []
  const settle = (requestId: string) => {
    const url = urls.get(requestId)
    const code = codes.get(requestId)
    if (url === undefined || code === undefined) return
    urls.delete(requestId)
    codes.delete(requestId)
    if (url.includes(part)) statuses.push(code)
  }
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    urls.set(requestId, request.url)
    settle(requestId)
  })
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    codes.set(requestId, statusCode)
    settle(requestId)
  })
  return statuses
}

/** Logs `person` in from /login; answers the CSP violations the page reports from then on. */
async function logInWatched(page: Page, person: Person) {
  const violations = await trackCspViolations(page)
  await page.goto('/login')
  await logIn(page, person)
  return violations
}

test.describe.serial('a founder and an investor on the server (remote mode)', () => {
  let founder: Person
  let investor: Person
  let name: string

  test('the founder publicises a startup with a logo and a report', async ({ page }) => {
    const violations = await trackCspViolations(page)
    founder = await newUserWithRole(page, 'Start Up', 'remote-founder')
    await page.getByRole('link', { name: 'Publicise your startup' }).click()
    name = `Remote Rasoi ${Date.now().toString(36)}`
    await page.getByLabel('Startup name').fill(name)
    await page.getByLabel('Slogan').fill('Tested against a real HTTP server')
    await page.getByLabel('Description', { exact: true }).fill('A **remote** startup.')
    await page.getByLabel('Domain').selectOption('Hospitality')
    await page.getByLabel('Stocks').fill('6')
    await page.getByLabel('Funds required').fill('300000')
    await page.getByLabel('Founded').fill('2021-03-01')
    await page
      .getByLabel('Logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
    await page
      .getByLabel('Report')
      .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF })
    await page.getByRole('button', { name: 'Publicise' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Fundings' }),
    ).toBeVisible()
    // In review until the server's operator (appointed with `server:operator grant`, as
    // scripts/appoint-operator.mjs does for this run) approves it; the record says so.
    await expect(page.getByLabel('Listing status')).toContainText('In review')
    await approveAsOperator(page, name, { operator: { ...OPERATOR } })
    await openFromSidebar(page, 'Record')
    await expect(
      page.getByRole('list', { name: 'Operator actions' }).getByRole('listitem').first(),
    ).toContainText(name)
    expect(violations).toEqual([])
  })

  test('the investor downloads the report and invests with the mailed code; the shared page shows it at once', async ({
    page,
  }) => {
    const violations = await trackCspViolations(page)
    investor = await newUserWithRole(page, 'Investor', 'remote-investor')
    // Only once the list shows the search's result: the unfiltered list it keeps meanwhile holds
    // the new startup too, and the click may land where the result list has moved it from.
    await searchStartups(page, name)
    await page.getByRole('link', { name }).click()
    await expectImageLoaded(page.getByRole('img', { name: `${name} logo` }))
    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download Pdf Report' }).click()
    expect(readFileSync((await (await downloading).path())!)).toEqual(PDF)

    // Its shared page, rendered by the server (and kept in its cache) before the payment …
    const shared = `/s/${new URL(page.url()).pathname.split('/').pop()}`
    const sharedPage = async () =>
      (await page.request.get(shared, { headers: { accept: 'text/html' } })).text()
    expect(await sharedPage()).toContain('Rs 0 Funded out of Rs 3,00,000')

    // Seedling's server has the risk check: a first investment asks for it, and waits for it.
    const dialog = await openInvestDialog(page, name, { acceptRisks: false })
    await dialog.getByLabel('Amount').fill('4200')
    const before = mailCount(investor.email)
    await dialog.getByRole('button', { name: 'Get OTP' }).click()
    await expect(dialog.getByText("Tick 'I understand the risks' to continue")).toBeVisible()
    await tickRisks(dialog)
    await dialog.getByRole('button', { name: 'Get OTP' }).click()
    await expect(dialog.getByLabel('OTP')).toBeVisible()
    await expect(page.getByText(/Demo inbox/)).toHaveCount(0)
    const mail = await lastMailTo(investor.email, before)
    expect(mail.text).toContain('₹4,200')
    expect(mail.text).toContain(name)
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!
    await dialog.getByLabel('OTP').fill(code)
    await dialog.getByRole('button', { name: 'Verify' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Rs 4,200 Funded out of Rs 3,00,000')).toBeVisible()
    // … shows the payment at once on the next load.
    expect(await sharedPage()).toContain('Rs 4,200 Funded out of Rs 3,00,000')
    expect(violations).toEqual([])
  })

  test('the investor finds the investment in Funded, and its receipt opens offline', async ({
    page,
  }) => {
    const violations = await logInWatched(page, investor)
    const history = await wireStatuses(page, `/api/payments/history/`)
    await openFromSidebar(page, 'Funded')
    const row = page.getByRole('listitem').filter({ hasText: name })
    await expect(row).toContainText('₹4,200')
    // The row's logo is the server's copy for the row's size (its history lists the widths), not
    // the upload.
    const logo = row.locator('img').first()
    await expectImageLoaded(logo)
    expect(await logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/[?&]w=64$/)
    // Read again after a reload, an unchanged history is revalidated: a 304 with no body.
    await expect.poll(() => history).toContain(200)
    await page.reload()
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('₹4,200')
    // The list shows what the device kept at once; the app asks the server again once it has
    // started.
    await expect.poll(() => history).toContain(304)

    // The receipt, once seen, opens with no network from what the device kept.
    await page.getByRole('link', { name: `Receipt for ${name}` }).click()
    const receipt = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible()
    await expect(receipt).toContainText('₹4,200')
    await offlineReady(page)
    await page.context().setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible()
    await expect(receipt).toContainText('₹4,200')
    await expect(receipt).toContainText(name)
    await expect(receipt.getByText(/^Saved /)).toBeVisible()
    await page.context().setOffline(false)
    expect(violations).toEqual([])
  })

  test("the founder sees the investor's money in Fundings", async ({ page }) => {
    const violations = await logInWatched(page, founder)
    await expect(page).toHaveURL(/\/dashboard$/)
    await openFromSidebar(page, 'Fundings')
    await expect(page.getByRole('listitem').filter({ hasText: investor.email })).toContainText(
      '₹4,200',
    )
    expect(violations).toEqual([])
  })

  test("the founder's update reaches the investor by e-mail, and its unsubscribe link stops the next", async ({
    page,
  }) => {
    const violations = await logInWatched(page, founder)
    await expect(page).toHaveURL(/\/dashboard$/)
    const postUpdate = async (title: string) => {
      await openFromSidebar(page, 'Dashboard')
      await page.getByRole('button', { name: 'Post an update' }).click()
      const form = page.getByRole('dialog', { name: 'Post an update' })
      await form.getByLabel('Title').fill(title)
      await form.getByLabel('Update').fill('Lunch for **200** offices.')
      await form.getByRole('button', { name: 'Post update' }).click()
      await expect(form).toBeHidden()
    }
    const mailsBefore = mailCount(investor.email)
    await postUpdate('We opened in Pune')
    const news = await lastMailTo(investor.email, mailsBefore)
    expect(news.subject).toBe(`${name}: We opened in Pune`)
    expect(news.text).toContain('Lunch for **200** offices.')
    const unsubscribe = /Stop these e-mails: (\S+)/.exec(news.text)![1]!
    const mailPage = await page.context().newPage()
    await mailPage.goto(unsubscribe)
    await mailPage.getByRole('button', { name: 'Stop update e-mails' }).click()
    await expect(mailPage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
    await mailPage.close()
    await postUpdate('A second kitchen')
    await page.goto('/dashboard/preview')
    await expect(page.getByRole('heading', { name: 'A second kitchen' })).toBeVisible()
    // The first e-mail came within a second or two; give the second as long, then more.
    await page.waitForTimeout(5_000)
    expect(mailCount(investor.email)).toBe(mailsBefore + 1)
    expect(violations).toEqual([])
  })
})

test('an unknown e-mail gets the Firebase error mapped to the product message (remote mode)', async ({
  page,
}) => {
  await page.goto('/login')
  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByLabel('Email', { exact: true }).fill('nobody-remote@example.com')
  await form.getByLabel('Password', { exact: true }).fill('whatever-123')
  await form.getByRole('button', { name: 'Log In', exact: true }).click()
  await expect(form.getByText('Email does not exist.')).toBeVisible()
})

test('a new account chooses its role once its e-mail address is verified (remote mode)', async ({
  page,
}) => {
  const person = newPerson('unverified')
  await signUp(page, person)
  await logIn(page, person)
  await page.getByRole('button', { name: 'Investor' }).click()
  await expect(page.getByText('Verify your e-mail address')).toBeVisible()
  await expect(page.getByText(`We sent a link to ${person.email}.`, { exact: false })).toBeVisible()
  await expect(page).toHaveURL(/\/role$/)
  await page.getByRole('button', { name: 'Send the link again' }).click()
  await expect(page.getByText('Sent. Check your inbox.')).toBeVisible()
  await openVerificationLink(person.email)
  await page.getByRole('button', { name: 'Investor' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.name)
})
