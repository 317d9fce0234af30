import { expect, type Page } from '@playwright/test'
import {
  FIRST_VISIT_MS,
  openDashboard,
  openInvestDialog,
  openStartup,
  signOut,
  test,
} from './fixtures'

test.use({ signedInAs: 'investor' })

const receivedText = (page: Page) => page.getByText(/^Rs [\d,]+ Funded out of Rs [\d,]+$/)
const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''))

async function codeFromInbox(page: Page): Promise<string> {
  const notice = page.getByText(/^Demo inbox: your one-time code is \d{6}$/).last()
  await expect(notice).toBeVisible()
  return (await notice.textContent())!.match(/\d{6}/)![0]
}

test.describe('investor', () => {
  test('explores with search, domain filter and sort kept in the URL', async ({ page }) => {
    await openDashboard(page)
    const cards = page.getByRole('list', { name: 'Startups' }).getByRole('listitem')
    await expect(cards).toHaveCount(14)
    await expect(cards.first()).toContainText('Safar EV')
    await expect(cards.first()).toContainText('₹4.50M')

    await expect(page.getByText('14 startups')).toBeVisible()
    await page.getByLabel('Sort by').selectOption('Newest')
    await expect(cards.first()).toContainText('ShikshaLoop')
    await expect(page).toHaveURL(/sort=newest/)
    // Still on the dashboard's home, whatever the view: its link stays marked as current.
    await expect(
      page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'Dashboard', exact: true }),
    ).toHaveAttribute('aria-current', 'page')

    await page.getByLabel('Sort by').selectOption('Name (A–Z)')
    await expect(cards.first()).toContainText('ByteBazaar')
    await page.getByLabel('Sort by').selectOption('Newest')

    await page.getByLabel('Domain').selectOption('Healthcare')
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toContainText('Nabz Health')
    await expect(page).toHaveURL(/domain=Healthcare/)

    await page.getByLabel('Domain').selectOption('')
    await page.getByLabel('Search startups').fill('cold storage')
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toContainText('Green Harvest')

    await page.reload()
    await expect(page.getByLabel('Search startups')).toHaveValue('cold storage')
    await expect(cards).toHaveCount(1)
  })

  test('invests with the code from the demo inbox and sees the new totals without reloading', async ({
    page,
  }) => {
    await openDashboard(page)
    await openStartup(page, 'PadhoPal')
    const before = rupees((await receivedText(page).textContent())!.split('Funded')[0]!)
    await expect(page.getByRole('progressbar', { name: 'Funding progress' })).toHaveAttribute(
      'aria-valuenow',
      /\d/,
    )

    const dialog = await openInvestDialog(page, 'PadhoPal')
    await dialog.getByLabel('Amount').fill('5000')
    await dialog.getByRole('button', { name: 'Get OTP' }).click()
    const code = await codeFromInbox(page)
    // The code is for this amount: it reads as locked, no longer a field.
    await expect(dialog.getByRole('group', { name: 'Amount' })).toContainText('₹5,000')
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveCount(0)
    await expect(dialog.getByLabel('OTP')).toHaveAttribute('autocomplete', 'one-time-code')
    await dialog.getByLabel('OTP').fill(code)
    await dialog.getByRole('button', { name: 'Verify' }).click()

    await expect(dialog).toBeHidden()
    await expect(page.getByRole('status', { name: 'Payment receipt' })).toContainText(
      'You invested ₹5,000 in PadhoPal',
    )
    await expect(receivedText(page)).toHaveText(
      new RegExp(`^Rs ${(before + 5000).toLocaleString('en-IN')} Funded`),
    )

    await page.getByRole('link', { name: 'Funded' }).first().click()
    await expect(page.getByRole('heading', { name: 'See the startups you funded' })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'PadhoPal' })).toContainText('₹5,000')
    await expect(page.getByText('Total invested: ₹5,000')).toBeVisible()
  })

  test('a wrong code, an over-large amount and a double click move no extra money', async ({
    page,
  }) => {
    await openDashboard(page)
    await openStartup(page, 'DhunBox')
    const before = await receivedText(page).textContent()

    const dialog = await openInvestDialog(page, 'DhunBox')
    await dialog.getByLabel('Amount').fill('99999999')
    await dialog.getByRole('button', { name: 'Get OTP' }).click()
    await expect(dialog.getByText(/^You can invest at most ₹[\d,]+$/)).toBeVisible()
    await expect(dialog.getByLabel('OTP')).toHaveCount(0)

    await dialog.getByLabel('Amount').fill('1200')
    await dialog.getByRole('button', { name: 'Get OTP' }).click()
    const code = await codeFromInbox(page)
    const wrong = code === '000000' ? '111111' : '000000'
    await dialog.getByLabel('OTP').fill(wrong)
    await dialog.getByRole('button', { name: 'Verify' }).click()
    // Said at the field, which is marked, focused and holds the wrong code selected.
    const otp = dialog.getByLabel('OTP')
    await expect(otp).toHaveAttribute('aria-invalid', 'true')
    await expect(otp).toHaveAccessibleDescription(/^That code is not right\. 4 tries left/)
    await expect(dialog.getByText(/^That code is not right\. 4 tries left/)).toBeVisible()
    await expect(otp).toBeFocused()
    expect(
      await otp.evaluate((field: HTMLInputElement) =>
        field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0),
      ),
    ).toBe(wrong)
    await expect(dialog.getByRole('alert').filter({ hasText: 'not right' })).toHaveCount(0)
    await expect(dialog).toBeVisible()
    await expect(receivedText(page)).toHaveText(before!)

    await dialog.getByLabel('OTP').fill(`${code.slice(0, 3)} ${code.slice(3)}`) // pasted as shown, with a space
    await dialog.getByRole('button', { name: 'Verify' }).dblclick()
    await expect(dialog).toBeHidden()

    await page.getByRole('link', { name: 'Funded' }).first().click()
    await expect(page.getByRole('listitem').filter({ hasText: 'DhunBox' })).toHaveCount(1)
    await expect(page.getByText('Total invested: ₹1,200')).toBeVisible()
  })

  test('reopening the invest dialog starts afresh', async ({ page }) => {
    await openDashboard(page)
    await openStartup(page, 'KrishiSense')
    const dialog = await openInvestDialog(page, 'KrishiSense')
    await dialog.getByLabel('Amount').fill('700')
    await dialog.getByRole('button', { name: 'Get OTP' }).click()
    await expect(dialog.getByLabel('OTP')).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Invest Now' }).click()
    await expect(dialog.getByLabel('Amount')).toHaveValue('')
    await expect(dialog.getByLabel('OTP')).toHaveCount(0)
  })

  // A page's clock is its context's, and cannot be put back: this test gets a device of its own.
  test.describe(() => {
    test.use({ device: 'new' })

    test('a dialog closed while the page is busy leaves nothing over the page', async ({
      page,
    }) => {
      await openDashboard(page)
      await openStartup(page, 'KrishiSense')
      // Playwright's clock, as the tests that move time use it, runs the page's animation frames
      // from timers; the page is then kept busy just after the Close, as when it refreshes itself
      // on coming back online. The dialog's backdrop once stayed there, invisible, taking every
      // click: its fade-out had ended before the frame that was to wait for it.
      await page.clock.setSystemTime(Date.now() + 60_000)
      const dialog = await openInvestDialog(page, 'KrishiSense')
      const close = dialog.getByRole('button', { name: 'Close' })
      await close.evaluate((button) =>
        button.addEventListener('click', () =>
          setTimeout(() => {
            const until = Date.now() + 600
            while (Date.now() < until);
          }),
        ),
      )
      await close.click()
      await expect(dialog).toHaveCount(0)
      await expect(page.locator('[data-part="backdrop"]')).toHaveCount(0)
      await page.getByRole('button', { name: 'Invest Now' }).click()
      await expect(dialog.getByLabel('Amount')).toBeVisible()
    })
  })

  test('Top Startups lists ten ranked startups with View Details', async ({ page }) => {
    await openDashboard(page)
    await page.getByRole('link', { name: 'Top Startups' }).first().click()
    await expect(page.getByRole('heading', { name: 'Top 10 Featured Start Ups' })).toBeVisible()
    const items = page.getByRole('list', { name: 'Top startups' }).getByRole('listitem')
    await expect(items).toHaveCount(10)
    await expect(items.first()).toContainText('Safar EV')
    await expect(items.nth(1)).toContainText('ChaiCredit')
    await items
      .first()
      .getByRole('link', { name: /View Details/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Safar EV' })).toBeVisible()
  })

  test('founder pages are absent for an investor, and sign-out leaves the dashboard', async ({
    page,
  }) => {
    // The first page of this context: it has the first visit's budget (fixtures.ts).
    await page.goto('/dashboard/publicise')
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible({
      timeout: FIRST_VISIT_MS,
    })
    await page.goto('/dashboard')
    await expect(
      page.getByRole('list', { name: 'Startups' }).getByRole('listitem').first(),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Open user menu' }).click()
    await expect(page.getByRole('menu')).toContainText('INVESTOR')
    // The menu hangs under its trigger in the header that stays on screen, and stays there the
    // moment the page scrolls beneath it (in the same frame): a tap meant for 'Sign out' lands
    // on it, not on the header. `gaps(y)`: the gap between trigger and menu before and after
    // the page scrolls to `y`, with no frame between.
    const gaps = (y?: number) =>
      page.evaluate((y) => {
        const trigger = document.querySelector('[aria-label="Open user menu"]')!
        const menu = document.querySelector('[role="menu"]')!
        const gap = () => menu.getBoundingClientRect().top - trigger.getBoundingClientRect().bottom
        const before = gap()
        if (y !== undefined) window.scrollTo(0, y)
        return { before, after: gap(), scrollY: window.scrollY }
      }, y)
    await expect.poll(async () => (await gaps()).before).toBeGreaterThanOrEqual(0)
    await expect.poll(async () => (await gaps()).before).toBeLessThan(24)
    const scrolled = await gaps(150)
    expect(scrolled.scrollY).toBe(150)
    expect(scrolled.after).toBe(scrolled.before)
    await page.keyboard.press('Escape')
    await signOut(page)
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/signup$/)
  })

  test('an unknown startup id says so plainly', async ({ page }) => {
    await openDashboard(page, '/dashboard/startup/does-not-exist')
    await expect(page.getByRole('heading', { name: 'Startup not found' })).toBeVisible()
  })
})
