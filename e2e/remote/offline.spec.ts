import { expect, test, type Page } from '@playwright/test'
import { offlineReady, signOut } from '../fixtures'
import { accountWithRole } from './accounts'

const HOURS = 3_600_000

/**
 * Some browsers (Chromium 150 among them) and every captive portal or dead Wi-Fi keep saying
 * "online": navigator.onLine stays true and no online/offline event fires. The app must notice
 * from its own requests that the server cannot be reached, and that it is back.
 */
const BROWSER_SIGNALS = {
  'the browser says so': null,
  'the browser still says it is online': () => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true })
    for (const type of ['online', 'offline'])
      window.addEventListener(type, (event) => event.stopImmediatePropagation(), true)
  },
}

for (const [signal, browserLies] of Object.entries(BROWSER_SIGNALS)) {
  test(`offline (${signal}), the shell reloads and shows what the device kept, with its age, then refreshes by itself (remote mode)`, async ({
    page,
    context,
  }) => {
    if (browserLies) await context.addInitScript(browserLies)
    await accountWithRole(page, 'Investor', 'remote-offline')
    const startups = page.getByRole('list', { name: 'Startups' })
    const firstCard = startups.getByRole('link').first()
    await expect(firstCard).toBeVisible()
    await expectWholeList(page)
    // The card's link is the startup's name; its page is open once its heading says so.
    const name = (await firstCard.textContent())!.trim()
    await firstCard.click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await page.goBack()
    await expectWholeList(page)
    await offlineReady(page)

    // The train leaves the station: no network, and the clock moves on three hours.
    await context.setOffline(true)
    await page.clock.setSystemTime(Date.now() + 3 * HOURS)
    await page.reload()
    await expect(page.getByText('Saved 3 hours ago')).toBeVisible()
    await expectWholeList(page)

    await startups.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByText('Saved 3 hours ago')).toBeVisible()

    // Investing needs the server: it says so, and keeps the amount.
    await page.getByRole('button', { name: 'Invest Now' }).click()
    const dialog = page.getByRole('dialog', { name: `Invest in ${name}` })
    await dialog.getByLabel('Amount').fill('1500')
    await expect(dialog).toContainText("You're offline. Investing needs a connection.")
    await expect(dialog.getByRole('button', { name: 'Get OTP' })).toBeDisabled()

    // Back online: the button comes back with the amount, and the page refreshes by itself. With
    // no word from the browser, the app's own probe notices (its pauses grow to 8 s at most).
    await context.setOffline(false)
    await expect(dialog.getByRole('button', { name: 'Get OTP' })).toBeEnabled()
    await expect(dialog.getByLabel('Amount')).toHaveValue('1,500')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByText(/^Saved /)).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

    // Signing out leaves nothing of this person's on the device for the next one: what stays is
    // only what the signed-out page itself loaded afterwards (the landing's public lists).
    expect(await savedAnswers(page)).not.toEqual([])
    const signedOutAt = await page.evaluate(() => Date.now())
    await signOut(page)
    await expect
      .poll(async () => (await savedAnswers(page)).filter((answer) => answer.savedAt < signedOutAt))
      .toEqual([])
  })
}

/**
 * The list says how many it holds ("12 startups"); the first screenful comes first and the rest
 * just after. Read the figure each time: the other worker's journey may publicise a startup
 * between two looks, and a refetch then rightly shows one more.
 */
async function expectWholeList(page: Page) {
  const startups = page.getByRole('list', { name: 'Startups' })
  const summary = page.getByText(/^\d+ startups?$/)
  await expect
    .poll(async () => {
      const said = Number.parseInt((await summary.textContent()) ?? '', 10)
      return said > 0 && said === (await startups.getByRole('listitem').count())
    })
    .toBe(true)
}

/** The answers the app keeps in IndexedDB for offline use: their keys and when each was saved. */
function savedAnswers(page: Page): Promise<{ key: string; savedAt: number }[]> {
  return page.evaluate(
    () =>
      new Promise<{ key: string; savedAt: number }[]>((resolve, reject) => {
        const request = indexedDB.open('seedling-offline')
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const db = request.result
          if (!db.objectStoreNames.contains('answers')) {
            db.close()
            resolve([])
            return
          }
          const all = db.transaction('answers').objectStore('answers').getAll()
          all.onsuccess = () => {
            db.close()
            resolve(all.result.map(({ key, savedAt }) => ({ key, savedAt })))
          }
          all.onerror = () => reject(all.error)
        }
      }),
  )
}

test('publicising offline says it needs a connection and keeps what was typed (remote mode)', async ({
  page,
  context,
}) => {
  await accountWithRole(page, 'Start Up', 'remote-offline-founder')
  await page.getByRole('link', { name: 'Publicise your startup' }).click()
  await page.getByLabel('Startup name').fill('Offline Okra')
  await context.setOffline(true)
  await page.getByLabel('Slogan').fill('Typed on a train')
  await expect(page.getByText("You're offline. Publicising needs a connection.")).toBeVisible()
  await expect(page.getByRole('button', { name: 'Publicise' })).toBeDisabled()
  await context.setOffline(false)
  await expect(page.getByRole('button', { name: 'Publicise' })).toBeEnabled()
  await expect(page.getByLabel('Startup name')).toHaveValue('Offline Okra')
  await expect(page.getByLabel('Slogan')).toHaveValue('Typed on a train')
})

test('offline, a follow and a question wait on the device through a reload and reach the server once when it is back; investing stays online-only (remote mode)', async ({
  page,
  context,
}) => {
  await accountWithRole(page, 'Investor', 'remote-outbox')
  const firstCard = page.getByRole('list', { name: 'Startups' }).getByRole('link').first()
  const name = (await firstCard.textContent())!.trim()
  await firstCard.click()
  const heading = page.getByRole('heading', { level: 1, name })
  await expect(heading).toBeVisible()
  await expect(page.getByRole('button', { name: 'Follow' })).toBeVisible()
  await expect(page.getByText(/^No questions yet/)).toBeVisible()
  await offlineReady(page)
  const reached = { 'users/follow': 0, 'startups/ask': 0 }
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname.replace('/api/', '') as keyof typeof reached
    if (path in reached) reached[path] += 1
  })

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Follow' }).click()
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible()
  const question = 'Which city do you launch in after Pune?'
  await page.getByLabel('Your question').fill(question)
  await page.getByRole('button', { name: 'Ask a question' }).click()
  const waiting = page.getByRole('list', { name: 'Waiting to send' })
  await expect(waiting.getByText(question)).toBeVisible()
  await expect(page.getByLabel('Your question')).toHaveValue('')
  await expect(page.getByText('Waiting to send', { exact: true })).toHaveCount(2)

  // The app is opened again with no network: both still wait.
  await page.reload()
  await expect(heading).toBeVisible()
  await expect(waiting.getByText(question)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible()
  await expect(page.getByText('Waiting to send', { exact: true })).toHaveCount(2)

  // Money never waits: investing says it needs a connection, as before.
  await page.getByRole('button', { name: 'Invest Now' }).click()
  const dialog = page.getByRole('dialog', { name: `Invest in ${name}` })
  await expect(dialog).toContainText("You're offline. Investing needs a connection.")
  await expect(dialog.getByRole('button', { name: 'Get OTP' })).toBeDisabled()
  await dialog.getByRole('button', { name: 'Close' }).click()

  await context.setOffline(false)
  await expect(page.getByText('Waiting to send', { exact: true })).toHaveCount(0)
  await expect(page.getByText(question, { exact: true })).toHaveCount(1)
  expect(reached).toEqual({ 'users/follow': 1, 'startups/ask': 1 })

  // What the server has now, read afresh.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible()
  await expect(page.getByText(question, { exact: true })).toHaveCount(1)
  expect(reached).toEqual({ 'users/follow': 1, 'startups/ask': 1 })
})
