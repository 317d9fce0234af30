import { expect } from '@playwright/test'
import {
  answerQuestion,
  deliverPush,
  askQuestion,
  describeSignedIn,
  LAUNCHED_STARTUP,
  openDashboard,
  openFromSidebar,
  openStartup,
  shownNotifications,
  switchTo,
  tapNotification,
  test,
} from './fixtures'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts'

// The full browser: the headless shell denies every notification whatever the permissions.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } })

describeSignedIn('launched-investor', 'notifications on this device in the demo', () => {
  // Notifications are allowed on this device only: a device of its own.
  test.use({ device: 'new' })

  test('the investor turns them on; the founder answers; the answer is shown and leads to it', async ({
    page,
    people,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin
    await page.context().grantPermissions(['notifications'], { origin })
    await openDashboard(page, '/dashboard/notifications')
    await page.getByRole('button', { name: 'Turn on notifications' }).click()
    await expect(page.getByText('This device tells you as things happen.')).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Answers to your questions' })).toBeChecked()

    await openFromSidebar(page, 'Dashboard')
    await openStartup(page, LAUNCHED_STARTUP)
    const question = 'Do you deliver on Sundays?'
    await askQuestion(page, question)
    await switchTo(page, people.founder)
    await page.getByRole('link', { name: 'Answer questions' }).click()
    await answerQuestion(page, question, 'Yes, from nine to one.')

    // The demo shows what a push would: the answer, leading to the startup's questions.
    await expect
      .poll(() => shownNotifications(page))
      .toContainEqual({
        title: `${LAUNCHED_STARTUP} answered your question`,
        link: expect.stringMatching(/\/dashboard\/startup\/.+#startup-questions$/),
      })

    // Back as the investor, a tap on it opens the startup's questions in this window.
    await switchTo(page, people.investor)
    await tapNotification(page, origin, `${LAUNCHED_STARTUP} answered your question`)
    await expect(page).toHaveURL(/\/dashboard\/startup\/.+#startup-questions$/)
    await expect(page.getByRole('heading', { level: 1, name: LAUNCHED_STARTUP })).toBeVisible()

    // Turned off on this device.
    await openDashboard(page, '/dashboard/notifications')
    await page.getByRole('button', { name: 'Turn off notifications' }).click()
    await expect(page.getByRole('button', { name: 'Turn on notifications' })).toBeVisible()
  })

  test('a push from a push service is shown by the service worker with its link; a link elsewhere leads to the centre', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin
    await page.context().grantPermissions(['notifications'], { origin })
    await openDashboard(page, '/dashboard/notifications')
    // The worker that shows a push is the one that controls this page.
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller))
    await deliverPush(
      page,
      origin,
      JSON.stringify({ title: 'A raise you are in closed', link: '/dashboard/funded', unread: 2 }),
    )
    await expect
      .poll(() => shownNotifications(page))
      .toContainEqual({ title: 'A raise you are in closed', link: `${origin}/dashboard/funded` })
    // Nothing from elsewhere is followed: a push's link outside the app leads to the centre.
    await deliverPush(
      page,
      origin,
      JSON.stringify({ title: 'Elsewhere', link: 'https://evil.example/', unread: 3 }),
    )
    await expect
      .poll(() => shownNotifications(page))
      .toContainEqual({ title: 'Elsewhere', link: `${origin}/dashboard/notifications` })
  })
})
