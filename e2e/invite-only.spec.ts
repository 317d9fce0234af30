import { expect, type Page } from '@playwright/test'
import {
  describeSignedIn,
  investWithDemoCode,
  LAUNCHED_STARTUP,
  openDashboard,
  searchStartups,
  signOut,
  switchTo,
  test,
} from './fixtures'

/** The founder's invite link, as its field shows it. */
const inviteLinkOf = async (page: Page) => {
  const field = page.getByLabel('Invite link')
  await expect(field).toHaveValue(/\/s\/.+\?invite=[A-Za-z0-9_-]{16,}$/)
  return new URL(await field.inputValue())
}

describeSignedIn('launched-founder', 'an invite-only startup in the demo', () => {
  // Invite-only hides the launched startup from everyone on the device: a device of its own.
  test.use({ device: 'new' })

  test('only its link shows it; an investor with the link invests; a new link stops the old one', async ({
    page,
    people,
  }) => {
    await openDashboard(page)
    await page.getByText('Invite-only', { exact: true }).click()
    await expect(page.getByRole('checkbox', { name: 'Invite-only' })).toBeChecked()
    const link = await inviteLinkOf(page)

    // An investor without the link finds nothing: not in Explore, no page at its address.
    await switchTo(page, people.investor)
    await searchStartups(page, LAUNCHED_STARTUP)
    await expect(page.getByText('No startups match your search.', { exact: false })).toBeVisible()
    await page.goto(link.pathname)
    await expect(page.getByRole('heading', { level: 1, name: 'Startup not found' })).toBeVisible()

    // With the link: the page, and 'Invest Now' leads to investing.
    await page.goto(link.pathname + link.search)
    await expect(page.getByRole('heading', { level: 1, name: LAUNCHED_STARTUP })).toBeVisible()
    await page.getByRole('link', { name: 'Invest Now' }).click()
    await expect(page).toHaveURL(/\/dashboard\/startup\//)
    await investWithDemoCode(page, LAUNCHED_STARTUP, 1_200)

    // The founder makes a new link: the old one stops working.
    await switchTo(page, people.founder)
    await page.getByRole('button', { name: 'Make a new link' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Make a new link?' })
    await dialog.getByRole('button', { name: 'Make a new link' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByLabel('Invite link')).not.toHaveValue(link.href)
    const fresh = await inviteLinkOf(page)

    // A visitor with the old link finds nothing; with the new one, the page.
    await signOut(page)
    await page.goto(link.pathname + link.search)
    await expect(page.getByRole('heading', { level: 1, name: 'Startup not found' })).toBeVisible()
    await page.goto(fresh.pathname + fresh.search)
    await expect(page.getByRole('heading', { level: 1, name: LAUNCHED_STARTUP })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign up to invest' })).toBeVisible()
  })
})
