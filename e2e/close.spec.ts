import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import {
  daysAhead,
  approveAsOperator,
  attachReport,
  describeSignedIn,
  dropLogo,
  fillStartup,
  investWithDemoCode,
  openDashboard,
  openFromSidebar,
  openStartup,
  publicise,
  switchTo,
  test,
} from './fixtures'

/** Publishes `name` from the publicise form, closing in 8 days, with the kind of raise chosen. */
async function publishClosing(
  page: Page,
  name: string,
  kind: 'All or nothing' | 'Keep what you raise',
) {
  await openFromSidebar(page, 'Publicise')
  await fillStartup(page, name)
  await page.getByLabel('Closing date').fill(daysAhead(8))
  // All or nothing is chosen unless the founder picks the other.
  await expect(page.getByRole('radio', { name: /^All or nothing/ })).toBeChecked()
  await page.getByRole('radio', { name: new RegExp(`^${kind}`) }).check({ force: true })
  await dropLogo(page)
  await attachReport(page)
  await publicise(page)
}

/** 'Skip 30 days' in the 'Demo' panel (folded on a phone). */
async function skipDemoDays(page: Page) {
  const panelToggle = page.getByRole('button', { name: 'Demo', exact: true })
  if (
    (await panelToggle.isVisible()) &&
    (await panelToggle.getAttribute('aria-expanded')) === 'false'
  )
    await panelToggle.click()
  await page.getByRole('button', { name: 'Skip 30 days' }).click()
  await expect(page.getByText('Demo clock: 30 days ahead')).toBeVisible()
}

describeSignedIn('founder', 'the close of a raise in the demo', () => {
  // The demo's clock and its decisions stay on a device: each test has one of its own, where the
  // founder publishes, the operator approves and the investor pays (about 18 s alone each).
  test.use({ device: 'new' })

  test('an all-or-nothing raise short of its target refunds every payment at its close', async ({
    page,
    people,
  }) => {
    const shortName = `Short Samosa ${Date.now().toString(36)}`
    await openDashboard(page)
    await publishClosing(page, shortName, 'All or nothing')
    await approveAsOperator(page, shortName, { back: people.investor })

    // The investor reads how the raise ends before paying.
    await openStartup(page, shortName)
    await expect(
      page.getByText(
        'If the target is not reached by the closing date, every payment is refunded.',
      ),
    ).toBeVisible()
    await investWithDemoCode(page, shortName, 1_500)

    // A month on, the raise has closed short of its target.
    await skipDemoDays(page)
    await openFromSidebar(page, 'Funded')
    const refundedRow = page.getByRole('listitem').filter({ hasText: shortName })
    await expect(refundedRow.getByText('Refunded', { exact: true })).toBeVisible()
    await expect(refundedRow.getByText(/^Ref\. RF-[A-Z0-9]+$/)).toBeVisible()
    // A refunded payment counts for nothing.
    await expect(page.getByText('Total invested: ₹0')).toBeVisible()

    // The statement keeps the payment and adds the refund.
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download statement' }).click()
    const csv = readFileSync((await (await downloading).path())!, 'utf8')
    const refundedLine = csv.split('\r\n').find((line) => line.includes(shortName))!
    expect(refundedLine).toContain('1500')
    expect(refundedLine).toContain('Refunded')
    expect(refundedLine).toMatch(/RF-[A-Z0-9]+/)

    // The receipt keeps the original payment and adds the refund.
    await refundedRow.getByRole('link', { name: `Receipt for ${shortName}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible()
    await expect(page.getByText('₹1,500').first()).toBeVisible()
    await expect(page.getByText('Refund reference')).toBeVisible()
    await expect(
      page.getByText(/^Refunded on .+: the raise closed short of its target$/),
    ).toBeVisible()

    // The bell tells of the refund.
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).click()
    await expect(page.getByText(`${shortName} was not funded: ₹1,500 refunded`)).toBeVisible()

    // The founder sees it on their dashboard and in Fundings.
    await switchTo(page, people.founder)
    await expect(page.getByRole('status', { name: 'Raise outcome' })).toContainText(
      'Not funded — all investments refunded',
    )
    await openFromSidebar(page, 'Fundings')
    await expect(page.getByRole('listitem').getByText('Refunded', { exact: true })).toBeVisible()
  })

  test('a keep-what-you-raise raise short of its target is funded at its close', async ({
    page,
    people,
  }) => {
    const keptName = `Kept Kulfi ${Date.now().toString(36)}`
    await openDashboard(page)
    await publishClosing(page, keptName, 'Keep what you raise')
    await approveAsOperator(page, keptName, { back: people.investor })
    await openStartup(page, keptName)
    await expect(page.getByText('Keep what you raise:')).toBeVisible()
    await investWithDemoCode(page, keptName, 2_500)

    await skipDemoDays(page)
    await openFromSidebar(page, 'Funded')
    const keptRow = page.getByRole('listitem').filter({ hasText: keptName })
    await expect(keptRow).toContainText('Confirmed')
    await expect(keptRow.getByText('Refunded', { exact: true })).toBeHidden()
    await expect(page.getByText('Total invested: ₹2,500')).toBeVisible()
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).click()
    await expect(page.getByText(`${keptName} is funded`)).toBeVisible()

    // Its page says how it ended, and takes no more money.
    await openFromSidebar(page, 'Dashboard')
    await openStartup(page, keptName)
    const outcome = page.getByRole('status', { name: 'Raise outcome' })
    await expect(outcome).toContainText('Funded')
    await expect(outcome).toContainText('and keeps what it raised')
    await expect(page.getByRole('button', { name: 'Invest Now' })).toBeHidden()

    // So does its founder's dashboard.
    await switchTo(page, people.founder)
    await expect(page.getByRole('status', { name: 'Raise outcome' })).toContainText('Funded')
  })
})
