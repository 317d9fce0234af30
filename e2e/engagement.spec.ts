import { expect, type Page } from '@playwright/test'
import {
  answerQuestion,
  askQuestion,
  investWithDemoCode,
  LAUNCHED_STARTUP,
  openDashboard,
  openFromSidebar,
  openStartup,
  type People,
  switchTo,
  test,
} from './fixtures'

const name = LAUNCHED_STARTUP

/** Asks a question on the open startup page; waits until it is listed. */
/** The investor funds the startup from its page; then its founder logs in (on the dashboard). */
async function fundThenLogInAsFounder(page: Page, people: People) {
  await openDashboard(page)
  await openStartup(page, name)
  await investWithDemoCode(page, name, 3_000)
  await switchTo(page, people.founder)
}

// The founder of LAUNCHED_STARTUP and an investor, signed in as the investor.
test.use({ signedInAs: 'launched-investor' })

test("the founder's analytics count the investor's view, code and investment", async ({
  page,
  people,
}) => {
  await fundThenLogInAsFounder(page, people)
  await openFromSidebar(page, 'Startup Growth')
  const analytics = page.getByRole('region', { name: 'Analytics' })
  const figure = (label: string) =>
    analytics
      .locator('dl')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd')
      .first()
  await expect(figure('Page views')).toHaveText('1')
  await expect(figure('Codes requested')).toHaveText('1')
  await expect(figure('Investments')).toHaveText('1')
  await expect(figure('Cancellations')).toHaveText('0')
  await expect(figure('View to investment')).toHaveText('100.0%')
  await expect(analytics.getByRole('table', { name: 'Activity by day' })).toBeVisible()
})

test('an update reaches the investor who funded, on the dashboard and the page', async ({
  page,
  people,
}) => {
  await fundThenLogInAsFounder(page, people)
  const summary = page.getByLabel('Your startup', { exact: true })
  await expect(summary.getByText('No updates yet')).toBeVisible()
  // The founder posts an update (markdown).
  await page.getByRole('button', { name: 'Post an update' }).click()
  const dialog = page.getByRole('dialog', { name: 'Post an update' })
  await dialog.getByRole('button', { name: 'Post update' }).click()
  await expect(dialog.getByText('Title is required')).toBeVisible()
  await dialog.getByLabel('Title').fill('Our second kitchen is open')
  await dialog
    .getByLabel('Update')
    .fill('We now cook **400** lunches a day.\n\n- Indiranagar\n- Koramangala')
  await dialog.getByRole('button', { name: 'Post update' }).click()
  await expect(dialog).toBeHidden()
  await expect(summary.getByText('Updated just now')).toBeVisible()

  // The investor finds the update on the dashboard and on the page.
  await switchTo(page, people.investor)
  const notices = page.getByRole('region', { name: 'Notices' })
  await expect(
    notices.getByText(`${name} posted an update: Our second kitchen is open`),
  ).toBeVisible()
  const feed = page.getByRole('region', { name: 'Updates from your startups' })
  await expect(feed.getByRole('heading', { name: 'Our second kitchen is open' })).toBeVisible()
  await expect(feed.getByText(name)).toBeVisible()
  await expect(feed.getByText(/We now cook 400 lunches a day/)).toBeVisible()
  await notices.getByRole('button', { name: 'Mark updates as read' }).click()
  await expect(notices).toBeHidden()
  await feed.getByRole('link', { name: 'Our second kitchen is open' }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText('Updated just now')).toBeVisible()
  const updates = page.getByRole('region', { name: 'Updates' })
  await expect(updates.getByRole('heading', { name: 'Our second kitchen is open' })).toBeVisible()
  await expect(updates.getByRole('listitem').filter({ hasText: 'Koramangala' })).toBeVisible()
})

test('once the investor has funded, the founder edits all but the terms; the page shows the edit', async ({
  page,
  people,
}) => {
  await fundThenLogInAsFounder(page, people)
  await page.getByRole('link', { name: 'Edit startup' }).click()
  await expect(page.getByLabel('Funds required')).toBeDisabled()
  // The description's Markdown is previewed as the page will show it, and follows the typing.
  const preview = page.getByRole('region', { name: 'Description preview' })
  await expect(preview.getByRole('heading', { name: 'Fresh every day' })).toBeVisible()
  await page.getByLabel('Description', { exact: true }).fill('## Two kitchens now\n\nSame tiffins.')
  await expect(preview.getByRole('heading', { name: 'Two kitchens now' })).toBeVisible()
  await page.getByLabel('Slogan').fill('')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Slogan is required')).toBeVisible()
  await page.getByLabel('Slogan').fill('Lunch from two kitchens now')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(
    page.getByLabel('Your startup', { exact: true }).getByText('Lunch from two kitchens now'),
  ).toBeVisible()

  // The startup's page, as investors see it, shows the new slogan.
  await page.goto('/dashboard/preview')
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText('Lunch from two kitchens now')).toBeVisible()
})

test('an investor asks (too short refused, markup shown as text), follows and finds the startup under Following', async ({
  page,
}) => {
  await openDashboard(page)
  await openStartup(page, name)
  await expect(page.getByText('No updates yet').first()).toBeVisible()

  const questions = page.getByRole('region', { name: 'Questions and answers' })
  await questions.getByLabel('Your question').fill('Why?')
  await questions.getByRole('button', { name: 'Ask a question' }).click()
  await expect(questions.getByText('Ask in at least 10 characters')).toBeVisible()
  await askQuestion(page, 'How many weavers work with you today?')
  await expect(questions.getByLabel('Your question')).toHaveValue('')
  const hostile = '<img src=x onerror="window.__owned=1"> Is this shown as text?'
  await askQuestion(page, hostile)
  expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined()

  // Follow (the startup's count of followers goes up), then find it under 'Following' in
  // explore; unfollowing empties it.
  const followers = page
    .getByLabel('Startup facts')
    .getByText('Followers', { exact: true })
    .locator('xpath=following-sibling::*[1]')
  await expect(followers).toHaveText('0')
  await page.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(followers).toHaveText('1')
  await openFromSidebar(page, 'Dashboard')
  await page.getByRole('button', { name: 'Following' }).click()
  await expect(page).toHaveURL(/following=true/)
  await expect(page.getByText('1 startup you follow')).toBeVisible()
  await page.getByRole('link', { name }).click()
  await page.getByRole('button', { name: 'Following' }).click()
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible()
  await expect(followers).toHaveText('0')
  await page.goto('/dashboard?following=true')
  await expect(page.getByText("You don't follow any startups yet.")).toBeVisible()
})

test('the founder answers one question, marked Founder, and hides another; the investor is told and reads it', async ({
  page,
  people,
}) => {
  // The app's badge, as an installed app's icon would show it (recorded, not drawn).
  await page.addInitScript(() => {
    const badges: number[] = []
    Object.assign(window, { appBadges: badges })
    Object.defineProperties(navigator, {
      setAppBadge: { configurable: true, value: async (n: number) => void badges.push(n) },
      clearAppBadge: { configurable: true, value: async () => void badges.push(0) },
    })
  })
  const badge = () =>
    page.evaluate(() => (window as unknown as { appBadges: number[] }).appBadges.at(-1))
  await openDashboard(page)
  await openStartup(page, name)
  await askQuestion(page, 'How many weavers work with you today?')
  await askQuestion(page, 'Is this shown as text? Asking twice.')

  // The founder answers one and hides the other on their page.
  await switchTo(page, people.founder)
  await expect(page.getByText('2 questions on your page.')).toBeVisible()
  await page.getByRole('link', { name: 'Answer questions' }).click()
  const own = page.getByRole('region', { name: 'Questions and answers' })
  await answerQuestion(page, 'How many weavers', 'Sixty, across three villages.')
  await own
    .getByRole('listitem')
    .filter({ hasText: 'Is this shown as text?' })
    .getByRole('button', { name: 'Hide question' })
    .click()
  await expect(own.getByText('Is this shown as text?')).toBeHidden()

  // The investor is told: the bell counts the answer, the centre leads to it, and opening it
  // reads it. The answer is marked 'Founder'; the hidden question is gone.
  await switchTo(page, people.investor)
  await expect.poll(badge).toBe(1)
  await page.getByRole('link', { name: 'Notifications, 1 unread' }).click()
  const entry = page
    .getByRole('list', { name: 'Your notifications' })
    .getByRole('link', { name: `${name} answered your question` })
  await expect(page.getByText('1 unread')).toBeVisible()
  await entry.click()
  await expect(page).toHaveURL(/#startup-questions$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()
  await expect.poll(badge).toBe(0)
  const answered = page
    .getByRole('region', { name: 'Questions and answers' })
    .getByRole('listitem')
    .filter({ hasText: 'How many weavers' })
  await expect(answered.getByText('Founder', { exact: true })).toBeVisible()
  await expect(answered.getByText('Sixty, across three villages.')).toBeVisible()
  await expect(page.getByText('Is this shown as text?')).toBeHidden()
})
