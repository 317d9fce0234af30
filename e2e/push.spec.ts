import { expect, type Page } from '@playwright/test'
import {
  answerQuestion,
  askQuestion,
  describeSignedIn,
  LAUNCHED_STARTUP,
  openDashboard,
  openFromSidebar,
  openStartup,
  switchTo,
  test,
} from './fixtures'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts'

// The full browser: the headless shell denies every notification whatever the permissions.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } })

/** The notifications the app's service worker shows now: title and link. */
const shown = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      link: (n.data as { link?: string } | null)?.link,
    }))
  })

describeSignedIn('launched-investor', 'notifications on this device in the demo', () => {
  // Notifications are allowed on this device only: a device of its own.
  test.use({ device: 'new' })
  // A question, an answer and two sign-ins: 20 s alone on a quiet machine.
  test.describe.configure({ timeout: 120_000 })

  test('the investor turns them on; the founder answers; the answer is shown, and a push through the service worker too', async ({
    page,
    people,
    baseURL,
  }) => {
    await page.context().grantPermissions(['notifications'], { origin: new URL(baseURL!).origin })
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
      .poll(() => shown(page))
      .toContainEqual({
        title: `${LAUNCHED_STARTUP} answered your question`,
        link: expect.stringMatching(/\/dashboard\/startup\/.+#startup-questions$/),
      })

    // A push from a push service reaches the service worker, which shows it with its link.
    const cdp = await page.context().newCDPSession(page)
    const registrations: { registrationId: string; scopeURL: string }[] = []
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) =>
      registrations.push(...updated),
    )
    await cdp.send('ServiceWorker.enable')
    await expect.poll(() => registrations.length).toBeGreaterThan(0)
    const origin = new URL(baseURL!).origin
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registrations.find((r) => r.scopeURL.startsWith(origin))!.registrationId,
      data: JSON.stringify({
        title: 'A raise you are in closed',
        link: '/dashboard/funded',
        unread: 2,
      }),
    })
    await expect
      .poll(() => shown(page))
      .toContainEqual({ title: 'A raise you are in closed', link: `${origin}/dashboard/funded` })
    // Nothing from elsewhere is followed: a push's link outside the app leads to the centre.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registrations.find((r) => r.scopeURL.startsWith(origin))!.registrationId,
      data: JSON.stringify({ title: 'Elsewhere', link: 'https://evil.example/', unread: 3 }),
    })
    await expect
      .poll(() => shown(page))
      .toContainEqual({ title: 'Elsewhere', link: `${origin}/dashboard/notifications` })

    // Turned off: the next answer is in the centre only.
    await switchTo(page, people.investor)
    await openDashboard(page, '/dashboard/notifications')
    await page.getByRole('button', { name: 'Turn off notifications' }).click()
    await expect(page.getByRole('button', { name: 'Turn on notifications' })).toBeVisible()
  })
})
