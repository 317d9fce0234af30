import { expect } from '@playwright/test'
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
  openInvestDialog,
  openLaunchedStartup,
  publicise,
  switchTo,
  test,
  tickRisks,
  verifyWithDemoCode,
} from './fixtures'

describeSignedIn('founder', 'a founder without a startup', () => {
  test('a founder sets a closing date; an investor sees the days left, the valuation and Closing soon', async ({
    page,
    people,
  }) => {
    await openDashboard(page, '/dashboard/publicise')
    const name = `Deadline Dosa ${Date.now().toString(36)}`
    await fillStartup(page, name)
    await dropLogo(page)
    await attachReport(page)

    // Too soon: said plainly, nothing lost.
    await page.getByLabel('Closing date').fill(daysAhead(3))
    await page.getByRole('button', { name: 'Publicise' }).click()
    await expect(
      page.getByText('The closing date must be at least 7 days from today'),
    ).toBeVisible()
    await expect(page.getByLabel('Startup name')).toHaveValue(name)

    await page.getByLabel('Closing date').fill(daysAhead(12))
    await publicise(page)

    // Live once the demo's operator approves it; then the investor looks.
    await approveAsOperator(page, name, { back: people.investor })
    const cards = page.getByRole('list', { name: 'Startups' }).getByRole('listitem')
    // 'Closing soon' puts the only raise with a closing date first.
    await page.getByLabel('Sort by').selectOption('Closing soon')
    await expect(page).toHaveURL(/sort=closing-soon/)
    const card = cards.first()
    await expect(card).toContainText(name)
    await expect(card).toContainText('12 days left')
    // The demo's own startups, after it, have no closing date: no days left on them.
    await expect(cards.nth(1)).not.toContainText(name)
    await expect(cards.nth(1)).not.toContainText('days left')
    // ₹5,00,000 for 7% → ₹71,42,857, compact on the card.
    await expect(card.getByText('Valuation')).toBeVisible()
    await expect(card).toContainText('₹7.14M')
    // The share offered, named as the startup's page names it; no minimum ticket on a card
    // (every startup takes the rule's ₹1, which says nothing; the page still says so).
    await expect(card).toContainText(/Stocks offered\s*7%/)
    await expect(card).not.toContainText('Min. ticket')
    // Founded on 2022-05-01 (fillStartup), in words.
    const years = Math.floor((Date.now() - Date.parse('2022-05-01')) / (365.25 * 86_400_000))
    await expect(card).toContainText(`${years} years ago`)

    await card.getByRole('link', { name }).click()
    const facts = page.getByRole('complementary', { name: 'Startup facts' })
    await expect(facts).toContainText('Implied valuation')
    await expect(facts).toContainText('₹71,42,857')
    await expect(facts).toContainText('Minimum ticket₹1')
    await expect(facts).toContainText('12 days left')
    await expect(page.getByRole('button', { name: 'Invest' })).toBeVisible()
  })
})

describeSignedIn('investor', 'an investor', () => {
  test('a first-time investor gets no code before ticking the risk box, and is not asked again', async ({
    page,
  }) => {
    await openDashboard(page, '/dashboard/startup/padho-pal')
    const dialog = await openInvestDialog(page, 'PadhoPal', { acceptRisks: false })
    await expect(dialog.getByRole('heading', { name: 'Before you invest' })).toBeVisible()
    await expect(dialog).toContainText('You could lose all the money you invest')
    await expect(dialog).toContainText('Dividends are rare')
    await dialog.getByLabel('Amount').fill('1500')
    await dialog.getByRole('button', { name: 'Get OTP' }).click()
    await expect(dialog.getByText("Tick 'I understand the risks' to continue")).toBeVisible()
    await expect(dialog.getByLabel('OTP')).toHaveCount(0)
    await expect(page.getByText(/^Demo inbox: your one-time code/)).toHaveCount(0)
    // Nothing typed is lost: the amount waits while the box is ticked.
    await expect(dialog.getByLabel('Amount')).toHaveValue('1,500')
    await tickRisks(dialog)
    await expect(dialog.getByText("Tick 'I understand the risks' to continue")).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Get OTP' }).click()
    await verifyWithDemoCode(page, dialog)
    await expect(page.getByText('₹1,500').first()).toBeVisible()

    // The acknowledgement is the backend's record, not the page's memory: after a reload too.
    await page.reload()
    const again = await openInvestDialog(page, 'PadhoPal', { acceptRisks: false })
    await expect(again.getByRole('heading', { name: 'Before you invest' })).toHaveCount(0)
    await expect(again.getByRole('checkbox', { name: 'I understand the risks' })).toHaveCount(0)
    await again.getByLabel('Amount').fill('700')
    await again.getByRole('button', { name: 'Get OTP' }).click()
    await verifyWithDemoCode(page, again)
  })
})

describeSignedIn('launched-investor', 'a published startup', () => {
  test('an investment cancelled within 48 hours leaves the totals of the page, Funded and Fundings', async ({
    page,
    people,
  }) => {
    const name = await openLaunchedStartup(page)
    await investWithDemoCode(page, name, 3000)
    await expect(page.getByText('Rs 3,000 Funded out of Rs 5,00,000')).toBeVisible()

    await openFromSidebar(page, 'Funded')
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: name })
    await expect(row).toContainText(/Cancellable until \d{1,2} [A-Z][a-z]{2} \d{4}/)
    await row.getByRole('button', { name: 'Cancel investment' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this investment?' })
    await expect(confirm).toContainText(`Cancel your investment of ₹3,000 in ${name}?`)
    await confirm.getByRole('button', { name: 'Cancel investment' }).click()
    await expect(confirm).toBeHidden()
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible()
    await expect(row.getByRole('button', { name: 'Cancel investment' })).toHaveCount(0)
    await expect(page.getByText('Total invested: ₹0')).toBeVisible()
    await row.getByRole('link', { name, exact: true }).click()
    await expect(page.getByText('Rs 0 Funded out of Rs 5,00,000')).toBeVisible()

    // The founder sees the cancelled one marked, and a total without it.
    await switchTo(page, people.founder)
    await openFromSidebar(page, 'Fundings')
    const funding = page.getByRole('main').getByRole('listitem')
    await expect(funding).toHaveCount(1)
    await expect(funding).toContainText('Cancelled')
    await expect(funding).toContainText('₹3,000')
    await expect(page.getByText('Total raised: ₹0')).toBeVisible()
    await openFromSidebar(page, 'Startup Growth')
    await expect(page.getByRole('main').getByText('Cancelled')).toBeVisible()
  })

  // A page's clock is its context's, and cannot be put back: this test gets a device of its own.
  test.describe(() => {
    test.use({ device: 'new' })

    test('after 48 hours an investment cannot be cancelled', async ({ page }) => {
      const name = await openLaunchedStartup(page)
      await investWithDemoCode(page, name, 1000)
      await expect(page.getByText('Rs 1,000 Funded out of Rs 5,00,000')).toBeVisible()
      await openFromSidebar(page, 'Funded')
      const row = page.getByRole('main').getByRole('listitem').filter({ hasText: name })
      await expect(row.getByRole('button', { name: 'Cancel investment' })).toBeVisible()

      // The clock moves past the investment's 48 hours.
      await page.clock.setSystemTime(Date.now() + 49 * 3_600_000)
      await page.goto('/dashboard/funded')
      await expect(row).toContainText('Confirmed')
      await expect(row).not.toContainText(/Cancellable until/)
      await expect(page.getByRole('button', { name: 'Cancel investment' })).toHaveCount(0)
      await expect(page.getByText('Total invested: ₹1,000')).toBeVisible()
    })
  })
})
