import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { openVerificationLink } from '../scripts/verification-link'
import { DEMO_OPERATOR } from '../src/domain/operating'
import { closingDay } from '../src/domain/startup-fields'
import { OFFLINE_READY_MARK } from '../src/pwa/control'
import { recordBrowserLog } from './browser-log'
import { Devices } from './device'

let counter = 0

/** A fresh person for one test: unique e-mail, a name and a password. */
export function newPerson(label = 'user') {
  counter += 1
  const stamp = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`
  return {
    name: `Test ${label} ${stamp}`,
    email: `${label}.${stamp}@example.com`,
    password: 'seedling-pass-1',
  }
}

export type Person = ReturnType<typeof newPerson>

/**
 * Fills the sign-up form and presses Sign Up; the form. `typeName` types the name key by key,
 * as a person does, rather than setting it at once.
 */
export async function submitSignUp(page: Page, person: Person, { typeName = false } = {}) {
  await page.goto('/signup')
  const form = page.getByRole('form', { name: 'Sign up' })
  const name = form.getByLabel('Name', { exact: true })
  await (typeName ? name.pressSequentially(person.name) : name.fill(person.name))
  await form.getByLabel('Email', { exact: true }).fill(person.email)
  await form.getByLabel('Password', { exact: true }).fill(person.password)
  await form.getByLabel('Confirm Password', { exact: true }).fill(person.password)
  await form.getByRole('button', { name: 'Sign Up' }).click()
  return form
}

export async function signUp(page: Page, person: Person) {
  await submitSignUp(page, person)
  await expect(page).toHaveURL(/\/login$/)
}

export async function logIn(page: Page, person: Person) {
  // The URL changes before the new screen renders: wait for the log-in form itself.
  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByLabel('Email', { exact: true }).fill(person.email)
  await form.getByLabel('Password', { exact: true }).fill(person.password)
  await form.getByRole('button', { name: 'Log In', exact: true }).click()
  await expect(page).toHaveURL(/\/(role|dashboard)$/)
}

/**
 * Signs a new person up, logs them in and picks a role; ends on the dashboard. Against the
 * server (remote mode) they open the link the Auth emulator "e-mailed" them first, as its
 * server takes an address only once it is verified; demo accounts are verified when made.
 */
export async function newUserWithRole(
  page: Page,
  role: 'Start Up' | 'Investor',
  label = 'user',
  name?: string,
) {
  const person = { ...newPerson(label), ...(name ? { name } : {}) }
  await signUp(page, person)
  if (process.env.E2E_MODE === 'remote') await openVerificationLink(person.email)
  await logIn(page, person)
  await page.getByRole('button', { name: role }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.name)
  return person
}

/** Records every Content-Security-Policy violation the page reports, across navigations. */
export async function trackCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  page.on('console', (message) => {
    if (
      message.text().startsWith('CSP violation:') ||
      /Content Security Policy/i.test(message.text())
    )
      violations.push(message.text())
  })
  return violations
}

/** Ticks 'I understand the risks' in the invest dialog, as a person taps its label. */
export async function tickRisks(dialog: Locator) {
  await dialog.getByText('I understand the risks', { exact: true }).click()
  await expect(dialog.getByRole('checkbox', { name: 'I understand the risks' })).toBeChecked()
}

/**
 * Opens 'Invest Now' on a startup's page; returns its dialog. Before an investor's first code
 * the dialog asks them to acknowledge the risks: ticked here unless `acceptRisks` is false.
 */
export async function openInvestDialog(page: Page, startup: string, { acceptRisks = true } = {}) {
  await page.getByRole('button', { name: 'Invest Now' }).click()
  const dialog = page.getByRole('dialog', { name: `Invest in ${startup}` })
  await expect(dialog.getByLabel('Amount')).toBeVisible()
  const risks = dialog.getByRole('checkbox', { name: 'I understand the risks' })
  if (acceptRisks && (await risks.count())) await tickRisks(dialog)
  return dialog
}

/** Invests through the dialog with the code from the demo inbox notification. */
export async function investWithDemoCode(page: Page, startup: string, amount: number) {
  const dialog = await openInvestDialog(page, startup)
  await dialog.getByLabel('Amount').fill(String(amount))
  await dialog.getByRole('button', { name: 'Get OTP' }).click()
  await verifyWithDemoCode(page, dialog)
}

/** After 'Get OTP': reads the code from the demo inbox notification and verifies it. */
export async function verifyWithDemoCode(page: Page, dialog: Locator) {
  const notice = page.getByText(/^Demo inbox: your one-time code is \d{6}$/).last()
  await expect(notice).toBeVisible()
  const code = (await notice.textContent())!.match(/\d{6}/)![0]
  await dialog.getByLabel('OTP').fill(code)
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(dialog).toBeHidden()
}

/** Signs out through the user menu, tapping its item; the app goes to the landing page. */
export async function signOut(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Open user menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/$/)
}

/** A minimal PDF, for the publicise form's report. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

/**
 * Sends the filled publicise form and waits for the dashboard, which says the startup is in
 * review (an operator approves it before investors see it: `approveAsOperator`).
 */
export async function publicise(page: Page) {
  await page.getByRole('button', { name: 'Publicise' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText('Your startup is in review')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible()
}

/** The demo's operator account, as its sign-in page names it (docs/product.md#operators). */
export const DEMO_OPERATOR_PERSON: Person = {
  name: DEMO_OPERATOR.name,
  email: DEMO_OPERATOR.email,
  password: DEMO_OPERATOR.password,
}

/**
 * Switches to `operator` (the demo's, unless said), approves the listing `name` from the review
 * queue, and switches back to `back` when given; ends on their dashboard, else the queue.
 */
export async function approveAsOperator(
  page: Page,
  name: string,
  { back, operator = DEMO_OPERATOR_PERSON }: { back?: Person; operator?: Person } = {},
) {
  await switchTo(page, operator)
  await openFromSidebar(page, 'Review')
  await page.getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText(`${name} is live`)).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/review$/)
  if (back) await switchTo(page, back)
}

/** Fills the publicise form's text fields (not the files) with a valid startup. */
export async function fillStartup(page: Page, name: string) {
  await page.getByLabel('Startup name').fill(name)
  await page.getByLabel('Slogan').fill('Home-cooked lunch for office workers')
  await page
    .getByLabel('Description')
    .fill('## Fresh every day\n\nWe deliver **home-cooked** tiffins.')
  await page.getByLabel('Domain').selectOption('Hospitality')
  await page.getByLabel('Stocks').fill('7')
  await page.getByLabel('Funds required').fill('500000')
  await page.getByLabel('Founded').fill('2022-05-01')
  await page.getByLabel('Website link').fill('https://tiffintrail.example.in')
}

/** Drops a logo on the publicise form's drop zone, as a person drags a file in. */
export async function dropLogo(page: Page) {
  const dataTransfer = await page.evaluateHandle(async () => {
    const blob = await (await fetch('/logos/krishi-sense.svg')).blob()
    const transfer = new DataTransfer()
    transfer.items.add(new File([blob], 'tiffin-logo.svg', { type: 'image/svg+xml' }))
    return transfer
  })
  await page.getByTestId('logo-dropzone').dispatchEvent('drop', { dataTransfer })
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible()
}

/** Picks the publicise form's report file; by default a small valid PDF. */
export async function attachReport(
  page: Page,
  name = 'report.pdf',
  contents: string | Buffer = PDF,
  mimeType = 'application/pdf',
) {
  const buffer = typeof contents === 'string' ? Buffer.from(contents) : contents
  await page.getByLabel('Report').setInputFiles({ name, mimeType, buffer })
}

/** Follows a link of the dashboard's sidebar, as a user would. */
export async function openFromSidebar(page: Page, link: string) {
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: link })
    .click()
}

/** Waits until an <img> has really loaded its picture (not just been put in the page). */
export async function expectImageLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
}

/** Searches explore as a person would: on a phone the field is behind 'Filters'. */
export async function searchStartups(page: Page, text: string) {
  const field = page.getByLabel('Search startups')
  const filters = page.getByRole('button', { name: /^Filters/ })
  await expect(field.or(filters).first()).toBeVisible()
  if (!(await field.isVisible())) await filters.click()
  await field.fill(text)
  // The list follows typing after a pause, and keeps the previous one on screen meanwhile: wait
  // until it shows only what was searched, or a click meant for a card may land where the new
  // list has moved it from.
  await expect(
    page.getByRole('list', { name: 'Startups' }).getByRole('listitem').filter({ hasNotText: text }),
  ).toHaveCount(0)
}

/**
 * Who a test starts signed in as (e2e/accounts.setup.ts makes them through the screens once):
 * a founder with no startup yet, an investor, or either of them once the founder has published
 * LAUNCHED_STARTUP; or nobody, on a device where both accounts exist ('signed-out'). Each state
 * holds both accounts, so a test can switch between them.
 */
export type SignedIn =
  'founder' | 'investor' | 'launched-founder' | 'launched-investor' | 'signed-out'
export interface People {
  founder: Person & { uid: string }
  investor: Person & { uid: string }
}

/** The startup the 'launched-…' states' founder has published. */
export const LAUNCHED_STARTUP = 'Tiffin Trail'

const ACCOUNTS_DIR = 'test-results/accounts'
export const stateFile = (who: SignedIn) => `${ACCOUNTS_DIR}/${who}.json`
const PEOPLE_FILE = `${ACCOUNTS_DIR}/people.json`

/** Where the demo's auth keeps who is signed in on this device (src/auth/demo-auth.ts). */
const DEMO_SESSION_KEY = 'seedling.demo-auth.session'
/** What the prerendered pages read to know someone is signed in (src/pwa/early-page.ts). */
const SIGNED_IN_HINT_KEY = 'seedling:signed-in'

/** The uid of whoever is signed in on this page (demo auth). */
export const signedInUid = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key)!, DEMO_SESSION_KEY)

export type StorageState = Awaited<ReturnType<ReturnType<Page['context']>['storageState']>>

/**
 * Keeps this page's context (localStorage and IndexedDB) as `who`'s starting point, and the
 * same device with `other` signed in instead: both accounts are in it, only the session differs.
 */
export async function saveSignedIn(
  page: Page,
  [who, other]: [SignedIn, SignedIn],
  people: People,
  otherUid: string,
) {
  mkdirSync(dirname(PEOPLE_FILE), { recursive: true })
  const state: StorageState = await page.context().storageState({ indexedDB: true })
  writeFileSync(stateFile(who), JSON.stringify(state))
  const swapped = {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.map((item) =>
        item.name === DEMO_SESSION_KEY ? { ...item, value: otherUid } : item,
      ),
    })),
  }
  writeFileSync(stateFile(other), JSON.stringify(swapped))
  // The same device with nobody signed in (nor the hint the public pages read).
  const signedOut = {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter(
        (item) => item.name !== DEMO_SESSION_KEY && item.name !== SIGNED_IN_HINT_KEY,
      ),
    })),
  }
  if (who === 'investor') writeFileSync(stateFile('signed-out'), JSON.stringify(signedOut))
  writeFileSync(PEOPLE_FILE, JSON.stringify(people))
}

/**
 * Playwright's test with `signedInAs` (an option: `test.use({ signedInAs: 'investor' })`), which
 * starts the test from that saved state, and `people`, the two accounts in it. A signed-in test
 * runs on a device its worker has used before (e2e/device.ts): its storage is the saved state's,
 * its service worker and caches stay installed. `device: 'new'` gives it a new browser context
 * instead, as tests about the first visit need.
 */
export const test = base.extend<
  { signedInAs: SignedIn | undefined; device: 'kept' | 'new'; people: People },
  { devices: Devices }
>({
  signedInAs: [undefined, { option: true }],
  device: ['kept', { option: true }],
  storageState: async ({ signedInAs, storageState }, provide) => {
    await provide(signedInAs ? stateFile(signedInAs) : storageState)
  },
  devices: [
    async ({ browser }, provide) => {
      const devices = new Devices(browser)
      await provide(devices)
      await devices.closeAll()
    },
    { scope: 'worker' },
  ],
  context: async (
    {
      browser,
      devices,
      signedInAs,
      device,
      storageState,
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      colorScheme,
      reducedMotion,
      locale,
      timezoneId,
      javaScriptEnabled,
      contextOptions,
    },
    provide,
    testInfo,
  ) => {
    // The options these tests set; two tests share a device only when they agree on all of them.
    const options = {
      ...contextOptions,
      javaScriptEnabled,
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      colorScheme,
      reducedMotion,
      locale,
      timezoneId,
    }
    // A test on a new browser context pays for the first visit on top of its own steps: its
    // budget grows by the first visit's own, whichever test of a worker that falls to.
    const firstVisit = () => testInfo.setTimeout(testInfo.timeout + FIRST_VISIT_MS)
    if (!signedInAs || device === 'new') {
      const context = await browser.newContext({ ...options, storageState })
      firstVisit()
      const log = recordBrowserLog(context)
      await provide(context)
      await log.attachIfFailed(testInfo)
      await context.close()
      return
    }
    const { device: context, fresh } = await devices.withState(options, stateFile(signedInAs))
    if (fresh) firstVisit()
    const log = recordBrowserLog(context)
    await provide(context)
    await log.attachIfFailed(testInfo)
    // A failed test may leave the device in any state: the next one gets a new device.
    await devices.release(context, { keep: testInfo.status === testInfo.expectedStatus })
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  people: async ({}, provide) => {
    await provide(JSON.parse(readFileSync(PEOPLE_FILE, 'utf8')) as People)
  },
})

/**
 * A browser context's first page of the demo installs the service worker (the app and MSW),
 * precaches the app and opens the demo's database before the 2 s loading screen ends: 5–6 s
 * alone on a 2-core machine, about three times that with both cores busy. Its own budget: a
 * test on a kept device pays it only when it is the device's first.
 */
export const FIRST_VISIT_MS = 30_000

/**
 * Waits until the app works offline here: its worker controls the page and has told it that its
 * offline copy of the app is whole (a first install copies after the app has started).
 */
export async function offlineReady(page: Page) {
  await page.waitForFunction(
    (mark) =>
      Boolean(navigator.serviceWorker.controller) && performance.getEntriesByName(mark).length > 0,
    OFFLINE_READY_MARK,
    { timeout: FIRST_VISIT_MS },
  )
}

/** Opens a dashboard page (the dashboard's home by default) for whoever is signed in. */
export async function openDashboard(page: Page, path = '/dashboard') {
  await page.goto(path)
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible({
    timeout: FIRST_VISIT_MS,
  })
}

/** From explore, searches for a startup and opens its page; waits for the page itself. */
export async function openStartup(page: Page, name: string) {
  await searchStartups(page, name)
  await page.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

/** The signed-in investor opens LAUNCHED_STARTUP's page from explore (a first visit). */
export async function openLaunchedStartup(page: Page) {
  await openDashboard(page)
  await openStartup(page, LAUNCHED_STARTUP)
  return LAUNCHED_STARTUP
}

/**
 * Waits until the app has taken over the prerendered page the visitor had (src/app/take-over.ts);
 * a first start on a device takes its own budget (`FIRST_VISIT_MS`).
 */
export function takenOver(page: Page, timeout?: number) {
  return expect(page.locator('#root')).not.toHaveAttribute(
    'data-prerendered',
    timeout === undefined ? {} : { timeout },
  )
}

/** Signs out and logs `person` in again through the screens; ends on their dashboard. */
export async function switchTo(page: Page, person: Person) {
  await signOut(page)
  // From the landing page, as a person would (the app is running: no page load): its header's
  // link, or on a phone its menu's (the landing header's own controls, whichever it shows).
  const inHeader = page.getByRole('banner').getByRole('link', { name: 'Log in' })
  const menu = page.getByRole('button', { name: 'Open menu' })
  await expect(inHeader.or(menu).filter({ visible: true })).toBeVisible()
  if (await menu.isVisible()) {
    await menu.click()
    await page
      .getByRole('navigation', { name: 'Sections menu' })
      .getByRole('link', { name: 'Log in' })
      .click()
  } else await inHeader.click()
  await logIn(page, person)
  await expect(page).toHaveURL(/\/dashboard$/)
}

/**
 * Tests that each start with `who` signed in: a `test.describe` whose first line is
 * `test.use({ signedInAs: who })`.
 */
export function describeSignedIn(who: SignedIn, title: string, tests: () => void) {
  test.describe(title, () => {
    test.use({ signedInAs: who })
    tests()
  })
}

/** Asks `question` on the startup page that is open, and waits until it is listed. */
export async function askQuestion(page: Page, question: string) {
  const questions = page.getByRole('region', { name: 'Questions and answers' })
  await questions.getByLabel('Your question').fill(question)
  await questions.getByRole('button', { name: 'Ask a question' }).click()
  await expect(questions.getByText(question)).toBeVisible()
}

/** The founder answers `question` on their page's questions (Preview), and waits for it. */
export async function answerQuestion(page: Page, question: string, answer: string) {
  const own = page.getByRole('region', { name: 'Questions and answers' })
  const asked = own.getByRole('listitem').filter({ hasText: question })
  await asked.getByLabel('Your answer').fill(answer)
  await asked.getByRole('button', { name: 'Answer' }).click()
  await expect(asked.getByText('Founder', { exact: true })).toBeVisible()
}

/**
 * Reports the question in `item` (a question's list item on a startup's page) with `reason`, the
 * dialog's label for it, and an optional note; waits until the button reads 'Reported'.
 */
export async function reportQuestion(
  page: Page,
  item: Locator,
  reason: string,
  note?: string,
): Promise<void> {
  await item.getByRole('button', { name: 'Report', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Report this question' })
  await dialog.getByRole('radio', { name: reason }).check()
  if (note) await dialog.getByLabel('What is wrong (optional)').fill(note)
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog).toBeHidden()
  await expect(item.getByRole('button', { name: 'Reported' })).toBeDisabled()
}

/**
 * The operator, on 'Reports', takes down the reported question whose words include `question`,
 * giving `reason`; resolves to its entry, now under 'Taken down'.
 */
export async function takeDownQuestion(page: Page, question: string, reason: string) {
  await openFromSidebar(page, 'Reports')
  await page
    .getByRole('list', { name: 'Reported' })
    .getByRole('listitem')
    .filter({ hasText: question })
    .first()
    .getByRole('button', { name: 'Take down' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Take down: this question' })
  await dialog.getByLabel('Reason').fill(reason)
  await dialog.getByRole('button', { name: 'Take down' }).click()
  await expect(dialog).toBeHidden()
  const down = page
    .getByRole('list', { name: 'Taken down' })
    .getByRole('listitem')
    .filter({ hasText: question })
  await expect(down).toBeVisible()
  return down
}

/**
 * The date `days` from today in India, as a date field takes it: the day closing dates are
 * counted from (after 18:30 UTC India's day is already tomorrow's).
 */
export const daysAhead = (days: number) => closingDay(Date.now() + days * 86_400_000)

/** The notifications the app's service worker shows now: each title and link. */
export const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      link: (n.data as { link?: string } | null)?.link,
    }))
  })

/**
 * A push message, as a push service delivers it, to the app's service worker at `origin`
 * (through the DevTools protocol: Chromium's own push service is out of reach here).
 */
export async function deliverPush(page: Page, origin: string, data: string) {
  const cdp = await page.context().newCDPSession(page)
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = []
  const versions: {
    registrationId: string
    runningStatus: string
    status: string
    controlledClients?: string[]
  }[] = []
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) =>
    registrations.push(...updated),
  )
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => versions.push(...updated))
  // What the worker throws (a push it could not show) goes to the run's output, where a failure
  // of the step after it can be read.
  cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) =>
    console.warn(
      `service worker: ${errorMessage.errorMessage} (${errorMessage.sourceURL}:${errorMessage.lineNumber})`,
    ),
  )
  await cdp.send('ServiceWorker.enable')
  // This page's own worker: the one that controls this page. The browser also lists the workers
  // of earlier contexts at the same scope, in no set order, so the scope alone does not tell.
  const { targetInfo } = await cdp.send('Target.getTargetInfo')
  const ours = () =>
    versions.find(
      (v) => v.status === 'activated' && v.controlledClients?.includes(targetInfo.targetId),
    )?.registrationId
  await expect.poll(ours).toBeTruthy()
  const registrationId = ours()!
  const { scopeURL } = registrations.find((r) => r.registrationId === registrationId)!
  // A stopped worker is started first, as a push service's message would wake it.
  await cdp.send('ServiceWorker.startWorker', { scopeURL })
  await expect
    .poll(() =>
      versions.some(
        (v) =>
          v.registrationId === registrationId &&
          v.status === 'activated' &&
          v.runningStatus === 'running',
      ),
    )
    .toBe(true)
  // Returns once the worker's push event has ended, as DevTools' Background Services panel records
  // it: its notification is shown by then. Read before that, the worker's notifications can miss
  // it for good: 3 of 36 loaded repeats lost one that the worker had been sent, most likely
  // because Chromium drops a stored notification that a read finds not yet displayed (inferred
  // from what the repeats showed, not read in Chromium's source). A push the worker fails to show
  // ends with another status, which the failure names. The events recorded before are cleared
  // first: observing replays them, and an earlier push of the same payload would pass for this one.
  let dispatched = false
  let status: string | undefined
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent }) => {
    const { eventName, eventMetadata } = backgroundServiceEvent
    const value = (key: string) => eventMetadata.find((entry) => entry.key === key)?.value
    if (eventName === 'Push event dispatched') dispatched = value('Payload') === data
    else if (eventName === 'Push event completed' && dispatched) status = value('Status')
  })
  await cdp.send('BackgroundService.setRecording', { shouldRecord: true, service: 'pushMessaging' })
  await cdp.send('BackgroundService.clearEvents', { service: 'pushMessaging' })
  await cdp.send('BackgroundService.startObserving', { service: 'pushMessaging' })
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data })
  await expect.poll(() => status, { message: "the worker's push event ends" }).toBe('Success')
  await cdp.detach()
}

/**
 * A tap on the notification titled `title`, as the service worker hears it (`notificationclick`):
 * Chromium gives no way to tap a system notification from a test, so the event is dispatched in
 * the worker itself, with the notification it shows.
 */
export async function tapNotification(page: Page, origin: string, title: string) {
  const worker = page
    .context()
    .serviceWorkers()
    .find((w) => w.url().startsWith(origin))!
  await worker.evaluate(async (wanted) => {
    const scope = self as unknown as ServiceWorkerGlobalScope
    const [notification] = (await scope.registration.getNotifications()).filter(
      (n) => n.title === wanted,
    )
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }))
  }, title)
}
